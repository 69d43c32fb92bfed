import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/ui/field';
import type { Draft } from './draft';
import type { Errors } from './validate';

type Props = { draft: Draft; set: <K extends keyof Draft>(field: K, value: Draft[K]) => void; errors: Errors };

/** Step 3: who to call back. The hidden 'website' field is a trap for bots. */
export function ContactStep({ draft, set, errors }: Props) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Full name`}
        autoComplete="name"
        maxLength={100}
        value={draft.clientName}
        onChange={(e) => set('clientName', e.target.value)}
        error={errors.clientName}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={draft.clientEmail}
        onChange={(e) => set('clientEmail', e.target.value)}
        error={errors.clientEmail}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        value={draft.clientPhone}
        onChange={(e) => set('clientPhone', e.target.value)}
        error={errors.clientPhone}
      />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set('website', e.target.value)}
            name="website"
          />
        </label>
      </div>
    </div>
  );
}
