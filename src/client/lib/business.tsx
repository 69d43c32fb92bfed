import { createContext, useContext } from 'react';
import type { BusinessIdentity } from '../../shared/business';
import { BUSINESS_ELEMENT_ID } from '../ssr-contract';

/*
 * The business identity of the settings (name, phone, e-mail, Cash App tag). The server passes
 * it to its render and writes it into the page as JSON; the browser reads it back from there, so
 * both render the same header, footer and contact lines.
 */

const BusinessContext = createContext<BusinessIdentity | null>(null);
export const BusinessProvider = BusinessContext.Provider;

export function useBusiness(): BusinessIdentity {
  const business = useContext(BusinessContext);
  if (!business) throw new Error('useBusiness needs a <BusinessProvider> (app.tsx)');
  return business;
}

/** The identity the server wrote into the page. */
export function businessFromPage(): BusinessIdentity {
  const text = document.getElementById(BUSINESS_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${BUSINESS_ELEMENT_ID} script`);
  return JSON.parse(text) as BusinessIdentity;
}
