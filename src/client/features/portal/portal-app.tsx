import '../../staff.css';
import { Route, Switch } from 'wouter';
import PortalHomePage from './home-page';
import PortalJoinPage from './join-page';
import PortalSignInPage from './sign-in-page';

/**
 * The portal's pages behind one lazy entry (routes.ts): the route table every public page loads
 * names one portal chunk, not one per page. The three pages are small and share most of their code.
 */
export default function PortalApp() {
  return (
    <Switch>
      <Route path="/portal/sign-in" component={PortalSignInPage} />
      <Route path="/portal/join" component={PortalJoinPage} />
      <Route component={PortalHomePage} />
    </Switch>
  );
}
