// The owner's console (docs/architecture.md, the owner's console): its own entry and
// chunks, built into dist/admin/ and served for /admin and /admin/... by the server.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app.tsx';
import './console.css';

createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
