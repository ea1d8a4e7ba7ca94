import { ServerError } from '@zrm/ui';
import { useSearchParams } from 'react-router-dom';

/** `/500`: the error page on its own, naming the failed request when a link carries its id. */
export function ServerErrorRoute() {
  const [params] = useSearchParams();
  return <ServerError requestId={params.get('requestId')} />;
}
