import { Trans, useLingui } from '@lingui/react/macro';
import { ContactLinks } from '../../components/layout/contact-links';

/** 'What's Next': the three steps that are true at the booking's stage (confirmation-stage.ts), and how to reach us. */
export function ConfirmationSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
      <h2 id="next-heading" className="text-xl font-bold">
        <Trans>What's Next</Trans>
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-zinc-200">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ContactLinks lead={t`Questions?`} className="mt-4 text-sm text-zinc-300" />
    </section>
  );
}
