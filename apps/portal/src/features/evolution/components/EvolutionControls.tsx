import { RadioGroup } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import {
  evolutionPeriods,
  scalesOf,
  viewParams,
  type EvolutionPeriod,
  type EvolutionScale,
  type ViewParams,
} from '../model/view';
import { evolutionMessages as m } from './messages';
import * as styles from './Evolution.css';

const periodLabels = { week: m.periodWeek, month: m.periodMonth, all: m.periodAll } as const;
const scaleLabels = { day: m.scaleDay, week: m.scaleWeek, month: m.scaleMonth } as const;

export interface EvolutionControlsProps {
  /** The view shown. */
  value: ViewParams;
  /** Called with the view chosen: a period keeps the scale when it is shown with it. */
  onChange: (value: ViewParams) => void;
}

/** The period (7 days, 30 days, since the start) and the scale it is cut by. */
export function EvolutionControls({ value, onChange }: EvolutionControlsProps) {
  const intl = useIntl();
  return (
    <div className={styles.controls}>
      <RadioGroup
        label={intl.formatMessage(m.period)}
        orientation="horizontal"
        value={value.period}
        onValueChange={(period) => onChange(viewParams(period as EvolutionPeriod, value.scale))}
        options={evolutionPeriods.map((period) => ({
          value: period,
          label: intl.formatMessage(periodLabels[period]),
        }))}
      />
      <RadioGroup
        label={intl.formatMessage(m.scale)}
        orientation="horizontal"
        value={value.scale}
        onValueChange={(scale) => onChange(viewParams(value.period, scale as EvolutionScale))}
        options={scalesOf[value.period].map((scale) => ({
          value: scale,
          label: intl.formatMessage(scaleLabels[scale]),
        }))}
      />
    </div>
  );
}
