/** The Miremarsh table's top bar: the module bar led by the round, then whose eyes, Undo/Save and New game. */
import { useTranslation } from 'react-i18next';
import { ModuleBar, type ModuleBarProps } from '../shared/ModuleBar';
import { miremarshSaves } from './miremarshSaves';
import { miremarshSession } from './miremarshSession';

export function MiremarshBar({ round, ...props }: ModuleBarProps & { round: number }) {
  const { t } = useTranslation();
  const lead = <span className="round" data-testid="mm-round">{t('miremarsh.round', { n: round })}</span>;
  return <ModuleBar game="mm" ns="miremarsh" load="miremarsh" session={miremarshSession} savedMoves={miremarshSaves.savedMoves} lead={lead} {...props} />;
}
