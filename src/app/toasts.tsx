// Unstyled, with the library's stylesheet as a file of this chunk: it loads with the first toast (the bundler
// links it before the module resolves), and a page that raises none never downloads it. The styled entry would
// inject it from script instead.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';
import { LAYERS } from '@/lib/ui/layers';
import { useTheme } from '@/lib/ui/theme';

/**
 * Product toasts close after 3000 ms (the library's own default is 5000 ms) and follow the site theme: dark text
 * on light or light on dark, never white on bright green. At the bottom of the screen, where they never cover the
 * header's avatar, menu and theme switch (at the top right they did); above a phone's fixed bar (index.css). In
 * the toast layer of the one stacking order, not the library's own 9999.
 */
export default function Toasts() {
  const theme = useTheme();
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme={theme}
      style={{ zIndex: LAYERS.toast }}
    />
  );
}
