/**
 * Mounts the imperative card layer inside the Pixi scene and connects it to the session: each
 * batch of engine events goes to the director, which animates it.
 */
import { useApplication } from '@pixi/react';
import type { Container } from 'pixi.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDef, CardId } from '../../../../../engine/games/mirianth';
import { useGameSource } from '../../game/source';
import { settings } from '../../../../game/settings';
import { Director } from '../anim/director';
import { CardTextures } from '../cards/textures';
import type { FaceInfo } from '../cards/drawCardFace';
import { fontsReady } from '../../../../app/fonts';
import { CardStage } from './cardStage';
import { tableFocus } from '../focusStore';
import { tableDebug } from './tableDebug';
import { sound } from '../../../../sound';
import { beatCues } from '../anim/beatCues';

type T = (key: string, options?: Record<string, unknown>) => string;

export function faceInfo(t: T, def: CardDef, names: readonly string[]): FaceInfo {
  const name = t(`card.${def.kind}.name`);
  if (def.kind !== 'kingdom') return { def, name };
  const seat = Number(def.id.split('-')[1] ?? '1') - 1;
  return { def, name, subtitle: names[seat] ?? '' };
}

export function CardLayer() {
  const { app } = useApplication();
  const { i18n } = useTranslation();
  const holder = useRef<Container>(null);
  const source = useGameSource();

  useEffect(() => {
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    void fontsReady().then(() => {
      const parent = holder.current;
      if (cancelled || !parent) return;
      const names = () => source.getSnapshot().view?.players.map((p) => p.name) ?? [];
      const t = i18n.t.bind(i18n) as T;
      const describe = (def: CardDef) => faceInfo(t, def, names());
      const textures = new CardTextures(app.renderer.resolution, describe, t('face.blank'));
      const stage = new CardStage(textures, () => app.canvas.getBoundingClientRect(), () => !settings.get().reduceMotion);
      parent.addChild(stage.root);
      const director = new Director({
        stage,
        size: () => ({ width: app.screen.width, height: app.screen.height }),
        settings: () => settings.get(),
        t: (key) => t(key),
        onBeat: (name) => tableDebug.beat(name),
        onBeatStart: (beat) => sound.cues(beatCues(beat)),
      });
      const snap = source.getSnapshot();
      if (snap.view) director.show(snap.view, snap.viewer, snap.gameId);
      tableDebug.setLocator((id) => {
        const s = stage.get(id as CardId);
        if (!s) return null;
        const b = s.root.getBounds();
        const o = app.canvas.getBoundingClientRect();
        return { x: o.x + b.x, y: o.y + b.y, w: b.width, h: b.height };
      });
      // A new language or pixel ratio: repaint every face, then release the old textures.
      const repaint = () => {
        const old = textures.reset(app.renderer.resolution, describe, t('face.blank'));
        stage.refreshAll();
        director.relayout();
        // A beat in flight may still hold an old texture for a moment: release them a little later.
        setTimeout(() => {
          for (const tex of old) tex.destroy(true);
        }, 3000);
      };
      const onResize = () => {
        if (textures.resolution !== app.renderer.resolution) repaint();
        director.relayout();
      };
      app.renderer.on('resize', onResize);
      i18n.on('languageChanged', repaint);
      cleanups.push(
        source.onBatch((batch) => {
          const gameId = source.getSnapshot().gameId;
          if (batch.snap) director.jump(batch.view, batch.viewer, gameId, batch.seq);
          else director.push(batch, gameId);
        }),
        source.subscribe(() => {
          const s = source.getSnapshot();
          if (s.screen === 'newGame') director.clear(s.gameId);
        }),
        tableFocus.subscribe(() => stage.focus(tableFocus.get())),
        () => app.renderer.off('resize', onResize),
        () => i18n.off('languageChanged', repaint),
        () => {
          tableDebug.setLocator(() => null);
          director.destroy();
          stage.destroy();
          textures.destroy();
        },
      );
    });
    return () => {
      cancelled = true;
      for (const c of cleanups.reverse()) c();
    };
  }, [app, i18n, source]);

  return <pixiContainer ref={holder} />;
}
