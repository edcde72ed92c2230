import { ROOT_ELEMENT_ID } from './app/prerender-routes';
import { startApp } from './app/start';
import './styles/global.css';

void startApp(document.getElementById(ROOT_ELEMENT_ID)!)
  // The installable app's service worker, offline banner and update prompt: a lazy chunk after
  // the app has started, nothing of it in the first screen (decision 083).
  .then(() => import('./features/offline/start'))
  .then((status) => status.startAppStatus());
