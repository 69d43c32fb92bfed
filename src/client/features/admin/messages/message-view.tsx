import type { AdminMessage } from '../../../../shared/schemas/message';
import { dateTime } from '../shell/format';
import { prettyJson } from './message-words';

const preClass =
  'whitespace-pre-wrap break-words rounded-lg bg-zinc-950 p-3 font-mono text-sm text-zinc-100 ring-1 ring-zinc-800';

/**
 * The message as it went out. E-mail HTML renders in a frame sandboxed with no permissions at all:
 * no scripts, no forms, no navigation, and an origin of its own, so it cannot reach this page.
 */
export function MessageView({ message, id }: { message: AdminMessage; id: string }) {
  return (
    <div id={id} className="space-y-3 text-sm">
      <MessageFacts message={message} />
      {message.channel === 'webhook' ? (
        <>
          <p className="font-semibold">JSON body</p>
          <pre className={preClass}>{prettyJson(message.text)}</pre>
        </>
      ) : (
        <>
          {message.html !== null && (
            <>
              <p className="font-semibold">As the recipient sees it</p>
              <iframe
                sandbox=""
                srcDoc={message.html}
                title={`E-mail: ${message.subject}`}
                className="h-[36rem] w-full rounded-lg bg-white ring-1 ring-zinc-700"
              />
            </>
          )}
          <p className="font-semibold">Plain text</p>
          <pre className={preClass}>{message.text}</pre>
        </>
      )}
    </div>
  );
}

/** When it went out (or that it has not yet), and what was attached. */
function MessageFacts({ message }: { message: AdminMessage }) {
  const sent = message.sentAt ? (
    <>
      Sent <time dateTime={message.sentAt}>{dateTime(message.sentAt)}</time>
    </>
  ) : message.status === 'queued' ? (
    'Not sent yet'
  ) : null;
  const attached =
    message.attachments.length > 0
      ? `Attached: ${message.attachments.map((a) => `${a.filename} (${a.contentType})`).join(', ')}`
      : null;
  if (!sent && !attached) return null;
  return (
    <p className="text-zinc-300">
      {sent}
      {sent && attached && ' · '}
      {attached}
    </p>
  );
}
