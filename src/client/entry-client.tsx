import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { QUERY_STATE_ELEMENT_ID } from './ssr-contract';

const queryClient = createQueryClient();
const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
if (stateElement?.textContent) hydrate(queryClient, JSON.parse(stateElement.textContent));

const root = document.getElementById('root');
if (root) hydrateRoot(root, <App queryClient={queryClient} />);
