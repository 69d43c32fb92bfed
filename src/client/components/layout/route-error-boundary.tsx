import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../lib/http';
import { LoadError } from '../ui/load-error';

/**
 * A page's code (or its texts) gone from the server: the site was deployed again since this tab
 * loaded, so the chunks' names changed. Only a reload gets the new ones.
 */
const STALE_BUILD = /dynamically imported module|Importing a module script failed|preload CSS/;

type Props = { location: string; notFound: ReactNode; children: ReactNode };
type State = { error: unknown; location: string };

/** What failed, by its kind: an API 404 is the not-found page; stale code asks for a reload; the rest, to try again. */
function RouteError({ error, notFound, retry }: { error: unknown; notFound: ReactNode; retry: () => void }) {
  const { t } = useLingui();
  if (error instanceof ApiError && error.status === 404) return notFound;
  return error instanceof Error && STALE_BUILD.test(error.message) ? (
    <LoadError title={t`This page has been updated`} action={t`Reload page`} onAction={() => location.reload()} />
  ) : (
    <LoadError title={t`Something went wrong`} onAction={retry} />
  );
}

/** React catches render errors only in a class component (and logs what it catches). */
class Boundary extends Component<Props, State> {
  override state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** Going to another page leaves the failure behind. */
  static getDerivedStateFromProps(props: Props, state: State) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    const { error } = this.state;
    return error === null ? (
      this.props.children
    ) : (
      <RouteError error={error} notFound={this.props.notFound} retry={() => this.setState({ error: null })} />
    );
  }
}

/**
 * Around the routes (Epic Stack's GeneralErrorBoundary is the model): a page that throws while
 * rendering, or whose code fails to load, shows an error with a way out (try again, or reload
 * after a deploy) instead of a blank page; an API 404 shows `notFound`. It starts afresh when the
 * visitor goes to another page.
 */
export function RouteErrorBoundary({ notFound, children }: { notFound: ReactNode; children: ReactNode }) {
  return (
    <Boundary location={useLocation()[0]} notFound={notFound}>
      {children}
    </Boundary>
  );
}
