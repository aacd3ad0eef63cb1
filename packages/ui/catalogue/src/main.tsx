import 'dayjs/locale/ja'; // the stories show Japanese dates, as the app does once it has loaded them
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles.css';
import { CreatorUiProvider } from '../../src/theme';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <CreatorUiProvider closeLabel="Close">
      <App />
    </CreatorUiProvider>
  </StrictMode>,
);
