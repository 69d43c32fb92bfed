import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { NotFoundPage } from './features/not-found/not-found-page';
import { pageRoutes } from './routes';
import './styles.css';

type Props = { queryClient: QueryClient; ssrPath?: string; ssrSearch?: string };

export function App({ queryClient, ssrPath, ssrSearch }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <div className="min-h-screen bg-zinc-950 text-zinc-50">
          <Switch>
            {pageRoutes.map((r) => (
              <Route key={r.path} path={r.path} component={r.component} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </div>
      </Router>
    </QueryClientProvider>
  );
}
