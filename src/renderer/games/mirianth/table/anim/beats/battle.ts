/**
 * Battles: the monster steps forward, its fighters step in, the attack counts up against the
 * resistance; a defeated monster goes to the pile. Monster attacks: survivors lunge and the
 * cards they take fly to the box.
 */
import gsap from 'gsap';
import type { CardId, SeatId } from '../../../../../../engine/games/mirianth';
import type { Contribution } from '../../../../../../engine/games/mirianth/events';
import { cardHeight, seatArea } from '../../layout/tableLayout';
import { addGlide, spriteFor, targetOf, type BeatContext } from '../context';
import { label } from '../effects';

interface BattleBeat { seat: SeatId; monster: CardId; attack: number; resistance: number; defeated: boolean; contributions: Contribution[] }

export async function playBattle(ctx: BeatContext, b: BattleBeat): Promise<void> {
  const area = seatArea(ctx.layout, b.seat);
  if (!area) return;
  const m = spriteFor(ctx, b.monster);
  const arena = area.arena;
  const w = Math.max(area.card * 1.3, ctx.layout.center.card);
  const h = cardHeight(w);
  const fighters = b.contributions.map((c) => ctx.stage.get(c.card)).filter((s) => s !== undefined);
  const step = gsap.timeline();
  step.set(m.root, { zIndex: 9000 });
  addGlide(step, m, { x: arena.x, y: arena.y - h * 0.15, rot: 0, w }, 0, ctx.timing.d('stepIn'));
  fighters.forEach((s, i) => {
    const x = arena.x + (i - (fighters.length - 1) / 2) * w * 0.62;
    step.set(s.root, { zIndex: 9001 + i }, ctx.timing.d('stepIn') * 0.5);
    addGlide(step, s, { x, y: arena.y + h * 0.62, rot: (i - (fighters.length - 1) / 2) * 0.05, w: w * 0.72 }, ctx.timing.d('stepIn') * 0.5 + i * 0.05, ctx.timing.d('stepIn'));
  });
  await ctx.play(step);

  ctx.mark('battleCount');
  const tally = label(ctx.stage, `0 / ${b.resistance}`, arena.x, arena.y - h * 0.8, Math.max(18, w * 0.3));
  const count = gsap.timeline();
  const shown = { n: 0 };
  count.to(shown, {
    n: b.attack, duration: ctx.timing.d('countUp'), ease: 'power1.out',
    onUpdate: () => void (tally.text = `${Math.round(shown.n)} / ${b.resistance}`),
  });
  count.call(() => void (tally.text = `${b.attack} / ${b.resistance}`));
  const verdict = ctx.t(b.defeated ? 'table.defeated' : 'table.survives');
  count.call(() => {
    tally.style.fill = b.defeated ? 0xf0d27a : 0xff8a7a;
    tally.text = `${b.attack} / ${b.resistance} · ${verdict}`;
    ctx.mark('battleVerdict');
  });
  if (ctx.timing.motion && !b.defeated) count.to(m.root, { rotation: 0.08, duration: 0.06, yoyo: true, repeat: 3 });
  if (ctx.timing.motion && b.defeated) count.to(m.root, { alpha: 0.55, duration: 0.12, yoyo: true, repeat: 1 });
  count.to({}, { duration: ctx.timing.d('verdict') });
  await ctx.play(count);
  tally.destroy();

  const back = gsap.timeline();
  const mt = targetOf(ctx, b.monster);
  addGlide(back, m, mt, 0, b.defeated ? ctx.timing.d('toPile') : ctx.timing.d('move'));
  back.set(m.root, { zIndex: mt.z }, '>');
  for (const s of fighters) {
    const t = targetOf(ctx, s.id);
    addGlide(back, s, t, 0.05, ctx.timing.d('move'));
    back.set(s.root, { zIndex: t.z }, '>');
  }
  await ctx.play(back);
}

export async function playLunge(ctx: BeatContext, seat: SeatId, monsters: readonly CardId[], victims: readonly CardId[]): Promise<void> {
  const area = seatArea(ctx.layout, seat);
  if (!area) return;
  const home = { x: area.rect.x + area.rect.w / 2, y: area.rect.y + area.rect.h / 2 };
  const tl = gsap.timeline();
  monsters.forEach((id, i) => {
    const s = ctx.stage.get(id);
    if (!s) return;
    const at = i * ctx.timing.d('lunge') * 0.6;
    tl.set(s.root, { zIndex: 9000 + i }, at);
    if (!ctx.timing.motion) return;
    tl.to(s.root.position, { x: s.root.x + (home.x - s.root.x) * 0.35, y: s.root.y + (home.y - s.root.y) * 0.35 - 12, duration: ctx.timing.d('lunge'), ease: 'power3.in', yoyo: true, repeat: 1 }, at);
    tl.to(s.inner.scale, { x: 1.25, y: 1.25, duration: ctx.timing.d('lunge'), ease: 'power3.in', yoyo: true, repeat: 1 }, at);
  });
  const box = ctx.layout.center.box;
  const fly = [...victims, ...monsters];
  fly.forEach((id, i) => {
    const s = ctx.stage.get(id);
    if (!s) return;
    const at = tl.duration() * 0.6 + i * ctx.timing.d('moveStagger');
    tl.set(s.root, { zIndex: 9500 + i }, at);
    tl.to(s.root.position, { x: box.x, y: box.y, duration: ctx.timing.d('toBox'), ease: 'power2.in' }, at);
    tl.to(s.root, { rotation: 1.2, alpha: 0, duration: ctx.timing.d('toBox'), ease: 'power1.in' }, at);
  });
  await ctx.play(tl);
  for (const id of fly) ctx.stage.remove(id);
}
