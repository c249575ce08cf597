import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back to the previous page. A location key other than 'default' means the app navigated here, so the previous
 * entry is inside the app; otherwise the browser's own history may still hold the page the person came from
 * (a full page load). With no history at all, go home.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  }, [key, navigate]);
}
