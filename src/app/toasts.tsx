// Unstyled, with the library's stylesheet as a file of this chunk: it loads with the first toast (the bundler
// links it before the module resolves), and a page that raises none never downloads it. The styled entry would
// inject it from script instead.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';
import { useTheme } from '@/lib/theme';

/**
 * Product toasts close after 3000 ms (the library's own default is 5000 ms) and follow the site theme: dark text
 * on light or light on dark, never white on bright green.
 */
export default function Toasts() {
  const theme = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme={theme}
    />
  );
}
