import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

async function start() {
  // Demo mode only: with VITE_API_BASE_URL set this branch is dead code and the MSW chunk is not in the build.
  // Written as a bare env check so the bundler folds it to a constant.
  if (!import.meta.env.VITE_API_BASE_URL) {
    try {
      const { startDemoApi } = await import('./mocks/browser');
      await startDemoApi();
    } catch (error) {
      console.error('The demo API could not start; requests will fail.', error);
    }
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
