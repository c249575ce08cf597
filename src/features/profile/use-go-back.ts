import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back to the previous page of the app; the first page opened in a tab has none, so it goes home instead. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  }, [key, navigate]);
}
