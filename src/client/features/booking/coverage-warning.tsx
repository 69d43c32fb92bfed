import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { attributeWord } from '../../lib/attribute-words';

type Props = {
  chosen: Pick<Performer, 'id' | 'name' | 'serviceAreas' | 'eventTypes'>[];
  serviceAreaId: string;
  eventTypeId: string;
  areas: NamedRef[];
  eventTypes: NamedRef[];
};

/**
 * Step 2's warning when a chosen performer does not list the chosen area or event type (issue 26):
 * a warning, never a block. The request can still go; the booking desk sees the same mismatch.
 */
export function CoverageWarning({ chosen, serviceAreaId, eventTypeId, areas, eventTypes }: Props) {
  const { t, i18n } = useLingui();
  const area = areas.find((a) => a.id === serviceAreaId);
  const type = eventTypes.find((e) => e.id === eventTypeId);
  const lines = chosen.flatMap((p) => {
    const name = p.name;
    const found: string[] = [];
    if (area && !p.serviceAreas.some((a) => a.id === area.id)) {
      const areaName = area.name;
      found.push(t`${name} does not list ${areaName} among the areas they serve.`);
    }
    if (type && !p.eventTypes.some((e) => e.id === type.id)) {
      const eventTypeName = attributeWord(i18n, type.name);
      found.push(t`${name} does not list ${eventTypeName} among the events they perform at.`);
    }
    return found;
  });
  return (
    <div role="status" className="sm:col-span-2 empty:hidden">
      {lines.length > 0 && (
        <div className="rounded-lg bg-zinc-900 p-3 text-amber-200 ring-1 ring-amber-400/40">
          <p className="font-semibold">{t`Please check before you continue`}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-zinc-200">
            {t`You can still send the request: our team will confirm with you which performers can come.`}
          </p>
        </div>
      )}
    </div>
  );
}
