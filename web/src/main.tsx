import { ROOT_ELEMENT_ID } from './app/prerender-routes';
import { startApp } from './app/start';
import './styles/global.css';

void startApp(document.getElementById(ROOT_ELEMENT_ID)!);
