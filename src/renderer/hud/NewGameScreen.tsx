/** The first screen: the game, its seats (2 to 4 for Mirianth), each a human or an AI with a name, an optional seed, then play. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLES, defaultTable, tableOf } from '../games/registry';
import { tableGames } from '../games/tables';
import { SEAT_KINDS, type SeatConfig, type SeatKind } from '../game/types';
import { seatColor, seatGlyph } from '../app/seatColors';
import { LanEntry } from '../lan/LanEntry';
import { ContinueButtons } from '../saves/ContinueButtons';
import { GuidedEntry } from '../games/shared/learn/GuidedEntry';
import { SEED_TEXT_MAX, cleanSeatName } from '../saves/savesModel';
import { loadForm, saveForm } from './newGameMemory';
import { GamePicker, SeatCountField } from '../games/GamePicker';
import { DEFAULT_GAME_ID, choiceFor, clampSeats, gameChoices } from '../games/gameChoices';

type T = ReturnType<typeof useTranslation>['t'];

function defaultName(t: T, kind: SeatKind, index: number): string {
  if (kind === 'human') return t('newGame.defaultHuman', { n: index + 1 });
  const bots = t('botNames', { returnObjects: true }) as unknown;
  return Array.isArray(bots) ? String(bots[index % bots.length]) : `AI ${index + 1}`;
}

/** A name the app gave (in any language), not one the player typed: it follows the language. */
function isGivenName(name: string, kind: SeatKind, index: number, ts: readonly T[]): boolean {
  return ts.some((tl) => defaultName(tl, kind, index) === name);
}

function initialSeats(t: T): SeatConfig[] {
  const kinds: SeatKind[] = ['human', 'normal', 'normal', 'normal', 'normal'];
  return kinds.map((kind, i) => ({ kind, name: defaultName(t, kind, i) }));
}

/** A row per seat: its name and its kind (a person or a bot level). */
function SeatRows({ seats, nameOf, setName, setKind }: {
  seats: readonly SeatConfig[]; nameOf: (s: SeatConfig, i: number) => string;
  setName: (i: number, name: string) => void; setKind: (i: number, kind: SeatKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="seats">
      {seats.map((s, i) => (
        <div className="seat" key={i} data-testid={`seat-${i}`}>
          <span style={{ color: seatColor(i) }}>{seatGlyph(i)} {t('newGame.seat', { n: i + 1 })}</span>
          <input aria-label={t('newGame.name')} data-testid={`seat-name-${i}`} value={nameOf(s, i)} maxLength={18} onChange={(e) => setName(i, e.target.value)} />
          <div className="seg">
            {SEAT_KINDS.map((k) => (
              <button key={k} type="button" data-testid={`seat-${i}-${k}`} aria-pressed={s.kind === k} onClick={() => setKind(i, k)}>{t(`seatKind.${k}`)}</button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function NewGameScreen() {
  const { t, i18n } = useTranslation();
  const choices = gameChoices(i18n.language, undefined, tableGames());
  // What a game's table shows here besides the form (a "learn to play" entry).
  const entries = TABLES.flatMap((tb) => (tb.NewGameEntry ? [{ id: tb.id, Entry: tb.NewGameEntry }] : []));
  const languages = [i18n.getFixedT('en'), i18n.getFixedT('pt-BR')];
  // The game last picked (before a reload too); the picker lists every registered game.
  const [kept] = useState(() => loadForm());
  const [game, setGame] = useState(() => choiceFor(kept?.game ?? DEFAULT_GAME_ID, choices).id);
  const choice = choiceFor(game, choices);
  // This page's last game of this kind first, then the form as it was left before a reload, then the defaults.
  const previous = tableOf(game)?.lastConfig?.() ?? null;
  const remembered = previous ? null : kept;
  const [count, setCount] = useState(() => clampSeats(previous?.seats.length ?? remembered?.count ?? 4, choice));
  const [seats, setSeats] = useState<SeatConfig[]>(() => {
    const base = initialSeats(t);
    if (previous) return base.map((s, i) => previous.seats[i] ?? s);
    return base.map((s, i) => {
      const kind = remembered?.kinds[i] ?? s.kind;
      return { kind, name: remembered?.names[i] ?? defaultName(t, kind, i) };
    });
  });
  const [seed, setSeed] = useState('');
  // Names the player never typed follow the seat's kind (and the language): "Player 1" becomes "Jogador 1".
  const [typed, setTyped] = useState<boolean[]>(() => seats.map((s, i) => {
    const given = previous?.seats[i] ?? null;
    if (given) return !isGivenName(given.name, given.kind, i, languages);
    return (remembered?.names[i] ?? null) !== null;
  }));
  useEffect(() => {
    saveForm({ game, count, kinds: seats.map((s) => s.kind), names: seats.map((s, i) => (typed[i] ? s.name : null)) });
  }, [game, count, seats, typed]);
  const humans = seats.slice(0, count).filter((s) => s.kind === 'human').length;
  const nameOf = (s: SeatConfig, i: number) => (typed[i] ? s.name : defaultName(t, s.kind, i));

  const setKind = (i: number, kind: SeatKind) => setSeats((all) => all.map((s, j) => (j === i ? { ...s, kind } : s)));
  const setName = (i: number, name: string) => {
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, name } : s)));
    setTyped((all) => all.map((v, j) => (j === i ? true : v)));
  };
  const start = () => {
    const chosen = seats.slice(0, count).map((s, i) => ({ ...s, name: cleanSeatName(nameOf(s, i)) || defaultName(t, s.kind, i) }));
    (tableOf(choice.id) ?? defaultTable()).start(chosen, seed.trim());
  };

  return (
    <div className="modal-backdrop clear">
      <div className="modal newgame" data-testid="new-game">
        <h2>{t('newGame.title')}</h2>
        <p className="tagline">{t('app.tagline')}</p>
        <ContinueButtons />
        {entries.map(({ id, Entry }) => <Entry key={id} />)}
        <GamePicker choices={choices} value={choice.id} testId="new-game" onChange={(id) => {
          setGame(id);
          setCount((n) => clampSeats(n, choiceFor(id, choices)));
        }} />
        <GuidedEntry game={choice.id} />
        <SeatCountField choice={choice} value={count} onChange={setCount} label={t('newGame.players')} testId="players" />
        <SeatRows seats={seats.slice(0, count)} nameOf={nameOf} setName={setName} setKind={setKind} />
        <label className="field">
          <span>{t('newGame.seed')}</span>
          <input data-testid="seed" value={seed} maxLength={SEED_TEXT_MAX} placeholder={t('newGame.seedPlaceholder')} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <p className="note" data-testid="new-game-note">{humans > 1 ? `${t('newGame.hotSeatNote')} ` : ''}{t('newGame.aiNote')}</p>
        {/* LAN beside Start: below it, "Join a LAN table" fell under the fold at 1280×720. */}
        <div className="newgame-footer">
          <LanEntry />
          <button type="button" className="primary start" data-testid="start-game" onClick={start}>{t('newGame.start')}</button>
        </div>
      </div>
    </div>
  );
}
