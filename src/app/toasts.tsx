import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';

/** Product toasts close after 3000 ms (the library's own default is 5000 ms). */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
    />
  );
}
