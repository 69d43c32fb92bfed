import type { DehydratedState } from '@tanstack/react-query';
import type { Transport } from './lib/http';
import type { PageHead } from './lib/page-context';

/** The id of the JSON script holding the dehydrated query cache. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__';

export type RenderInput = { url: string; transport: Transport };
export type RenderResult = {
  html: string;
  head: PageHead | undefined;
  status: number;
  state: DehydratedState;
  /** Source modules of the lazy page rendered, whose chunks the HTML preloads. */
  modules: string[];
};
