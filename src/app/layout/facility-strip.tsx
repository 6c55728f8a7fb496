// The facility strip (docs/rules.md R1): four boxes whose texts come from the labels of
// entity 87 (spec defaults when empty); right-to-left in Arabic by the page's dir.
import { FACILITY_LABELS, LABEL_ENTITY } from '../../../contract/shop-rules.ts';
import { LabelScope } from '../../i18n/label-scope.tsx';
import { useT } from '../../i18n/use-t.ts';
import { HeadsetIcon, CardIcon, ShieldIcon, TruckIcon } from '../../components/ui/icons.tsx';

const ICONS = [TruckIcon, ShieldIcon, CardIcon, HeadsetIcon];

function Boxes() {
  const t = useT();
  return (
    <section className="facilities" aria-label={t('facility.title')}>
      <ul className="container facilities__list">
        {FACILITY_LABELS.map((id, i) => {
          const Icon = ICONS[i]!;
          return (
            <li key={id} className="facilities__item">
              <Icon size={28} />
              <span>{t(id)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function FacilityStrip() {
  return (
    <LabelScope entity={LABEL_ENTITY.BestFacilities}>
      <Boxes />
    </LabelScope>
  );
}
