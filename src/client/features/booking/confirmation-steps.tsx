import { ContactLinks } from '../../components/layout/contact-links';

/** 'What's Next': the three steps that are true at the booking's stage (confirmation-stage.ts), and how to reach us. */
export function ConfirmationSteps({ steps }: { steps: readonly string[] }) {
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
      <h2 id="next-heading" className="text-xl font-bold">
        What's Next
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-zinc-200">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ContactLinks lead="Questions?" className="mt-4 text-sm text-zinc-300" />
    </section>
  );
}
