/** The table's chat, with the table's notices (joins, drops, AI takeovers…) translated in between. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LIMITS } from '../../shared/lan/protocol';
import { NOTICE_CODES, type ChatLine, type Notice } from '../../shared/lan/tableView';
import { seatColor } from '../app/seatColors';
import { useLan } from './lanStore';
import { EyeIcon } from './SpectatorBanner';
import { attempt, useClientSnapshot } from './useLanClient';

type Line = { kind: 'chat'; line: ChatLine; at: number } | { kind: 'notice'; notice: Notice; at: number };

export function noticeText(t: TFunction, notice: Notice): string {
  const name = notice.name || (notice.seat === null ? '' : t('lan.common.seat', { n: notice.seat + 1 }));
  return t(`lan.notice.${notice.code}`, { name });
}

export function ChatPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  const client = useLan((s) => s.client);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const lines: Line[] = [
    ...(snap?.chat ?? []).map((line): Line => ({ kind: 'chat', line, at: line.at })),
    // A notice of a kind this app does not know yet (a newer host) has no words here: left out.
    ...(snap?.notices ?? []).filter((n) => NOTICE_CODES.includes(n.code)).map((notice): Line => ({ kind: 'notice', notice, at: notice.at })),
  ].sort((a, b) => a.at - b.at);
  const count = lines.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const send = () => {
    const line = text.trim();
    if (!client || line === '') return;
    void attempt(t, setBusy, setError, () => client.chat(line)).then((ok) => ok && setText(''));
  };

  return (
    <section className={`panel lan-chat${compact ? ' compact' : ''}`} data-testid="lan-chat">
      <h3>{t('lan.chat.title')}</h3>
      <ol ref={list} tabIndex={0} aria-live="polite" aria-label={t('lan.chat.title')}>
        {count === 0 && <li className="note">{t('lan.chat.empty')}</li>}
        {lines.map((l, i) => l.kind === 'chat' ? (
          <li key={i} data-testid="lan-chat-line">
            {/* A spectator's line (no seat) carries a watching mark instead of a seat colour. */}
            {l.line.seat === null
              ? <strong className="lan-chat-spectator" data-testid="lan-chat-spectator"><EyeIcon /> {l.line.name}:</strong>
              : <strong style={{ color: seatColor(l.line.seat) }}>{l.line.name}:</strong>} {l.line.text}
          </li>
        ) : (
          <li key={i} className="lan-notice" data-testid="lan-notice">{noticeText(t, l.notice)}</li>
        ))}
      </ol>
      <form className="row" onSubmit={(e) => { e.preventDefault(); send(); }}>
        <input data-testid="lan-chat-input" value={text} maxLength={LIMITS.chat} placeholder={t('lan.chat.placeholder')} aria-label={t('lan.chat.placeholder')}
          onChange={(e) => setText(e.target.value)} />
        <button type="submit" data-testid="lan-chat-send" disabled={busy || text.trim() === '' || !client}>{t('lan.chat.send')}</button>
      </form>
      {error && <div className="refusal">{error}</div>}
    </section>
  );
}
