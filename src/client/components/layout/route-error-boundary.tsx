import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../lib/http';
import { LoadError } from '../ui/load-error';

type Props = { location: string; notFound: ReactNode; children: ReactNode };
type State = { error: unknown; location: string };

/**
 * What failed, by its kind: an API 404 is the not-found page. Anything else offers a reload: it
 * is what mends a page whose code is gone from the server after a deploy (its chunks' names
 * changed), and a page that failed while rendering would fail the same way again without one.
 */
function RouteError({ error, notFound }: { error: unknown; notFound: ReactNode }) {
  const { t } = useLingui();
  if (error instanceof ApiError && error.status === 404) return notFound;
  return <LoadError title={t`Something went wrong`} action={t`Reload page`} onAction={() => location.reload()} />;
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
    return error === null ? this.props.children : <RouteError error={error} notFound={this.props.notFound} />;
  }
}

/**
 * Around the routes (Epic Stack's GeneralErrorBoundary is the model): a page that throws while
 * rendering, or whose code fails to load (after a deploy), shows an error with a reload instead
 * of a blank page; an API 404 shows `notFound`. It starts afresh when the
 * visitor goes to another page.
 */
export function RouteErrorBoundary({ notFound, children }: { notFound: ReactNode; children: ReactNode }) {
  return (
    <Boundary location={useLocation()[0]} notFound={notFound}>
      {children}
    </Boundary>
  );
}
