import MessageSquareIcon from 'lucide-react/icons/message-square';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import XIcon from 'lucide-react/icons/x';
import { EmptyState, IconButton, useModalOverlay, useT } from '@atelier/core';
import { useEffect, useRef, useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button, TextInput } from '../common/common.styles';
import { InlineConfirm } from '../common/InlineConfirm';
import { SmallButton } from '../Markdown/Markdown.styles';
import { ConversationButton, ConversationItem, ConversationList, SidebarRoot, SidebarTop } from './Sidebar.styles';
import type { SidebarViewProps } from '../../hooks/useSidebar.types';

const noop = () => undefined;
// The title box takes the focus as it appears, so typing renames and Escape cancels at once.
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/** Conversations: new, search (Ctrl/Cmd+K), rename, delete and clear all with confirmation. */
export function SidebarView(props: SidebarViewProps) {
  const t = useT(chatNamespace);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [confirm, setConfirm] = useState<{ id: string; title: string } | 'all' | null>(null);
  const titleOf = (c: { title: string }) => c.title || t('sidebar.untitled');
  const searching = props.query.trim() !== '';
  const searchRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const { collapsed, onExpand, onClose } = props;
  const drawer = props.mode === 'drawer';
  // Open as a drawer over the chat it is modal: focus moves in (New chat) and back to what opened
  // it, Tab stays inside, Escape closes it. It lies inside the panel, so the page keeps its scroll.
  useModalOverlay({ open: drawer && !collapsed, panelRef: rootRef, onClose: onClose ?? noop, initialFocus: newRef, lockScroll: false });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      if (collapsed) onExpand();
      setTimeout(() => searchRef.current?.focus(), 0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [collapsed, onExpand]);

  return (
    <SidebarRoot
      id={props.id}
      aria-label={t('sidebar.label')}
      data-part="sidebar"
      data-mode={drawer ? 'drawer' : 'docked'}
      ref={rootRef}
      hidden={props.collapsed}
    >
      <SidebarTop>
        <Button ref={newRef} type="button" $variant="primary" onClick={props.onNew}>
          <PlusIcon size={16} /> {t('sidebar.newChat')}
        </Button>
        {drawer && onClose && <IconButton icon={<XIcon />} label={t('sidebar.collapse')} data-part="close-sidebar" onClick={onClose} />}
      </SidebarTop>
      <TextInput ref={searchRef} type="search" aria-label={t('sidebar.search')} aria-keyshortcuts="Control+K Meta+K" placeholder={`${t('sidebar.searchPlaceholder')} (${t('sidebar.searchHint')})`} value={props.query} onChange={(e) => props.onQueryChange(e.target.value)} />
      {searching ? (
        <ConversationList aria-label={t('sidebar.search')}>
          {props.hits.length === 0 && <li role="status">{t('sidebar.noResults', { query: props.query })}</li>}
          {props.hits.map((hit) => (
            <ConversationItem key={hit.conversationId} $active={hit.conversationId === props.activeId}>
              <ConversationButton type="button" onClick={() => props.onSelect(hit.conversationId)}>
                {titleOf(hit)}
                {hit.snippet && <small>{hit.snippet}</small>}
              </ConversationButton>
            </ConversationItem>
          ))}
        </ConversationList>
      ) : props.conversations.length === 0 ? (
        <EmptyState
          title={t('sidebar.empty')}
          headingLevel={2}
          icon={<MessageSquareIcon />}
          action={
            <Button type="button" onClick={props.onNew}>
              <PlusIcon size={16} /> {t('sidebar.newChat')}
            </Button>
          }
        />
      ) : (
        <ConversationList>
          {props.conversations.map((c) => (
            <ConversationItem key={c.id} $active={c.id === props.activeId}>
              {renaming?.id === c.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    props.onRename(c.id, renaming.title);
                    setRenaming(null);
                  }}
                  style={{ display: 'flex', gap: 4 }}
                >
                  <TextInput ref={focusOnMount} aria-label={t('sidebar.renameLabel')} value={renaming.title} onChange={(e) => setRenaming({ id: c.id, title: e.target.value })} onKeyDown={(e) => {
                      if (e.key !== 'Escape') return;
                      e.preventDefault(); // cancels the rename, not the drawer
                      setRenaming(null);
                    }} style={{ flex: 1 }} />
                  <SmallButton type="submit">{t('sidebar.save')}</SmallButton>
                </form>
              ) : confirm !== 'all' && confirm?.id === c.id ? (
                <InlineConfirm message={t('sidebar.confirmDelete', { title: titleOf(c) })} confirmLabel={t('sidebar.delete')} cancelLabel={t('sidebar.cancel')} onConfirm={() => (props.onDelete(c.id), setConfirm(null))} onCancel={() => setConfirm(null)} />
              ) : (
                <div style={{ display: 'flex', alignItems: 'center' }}>
                  <ConversationButton type="button" aria-current={c.id === props.activeId ? 'true' : undefined} onClick={() => props.onSelect(c.id)} style={{ flex: 1 }}>
                    {titleOf(c)}
                  </ConversationButton>
                  <IconButton size="sm" icon={<PencilIcon />} label={`${t('sidebar.rename')}: ${titleOf(c)}`} onClick={() => setRenaming({ id: c.id, title: c.title })} />
                  <IconButton size="sm" icon={<Trash2Icon />} label={`${t('sidebar.delete')}: ${titleOf(c)}`} onClick={() => setConfirm({ id: c.id, title: c.title })} />
                </div>
              )}
            </ConversationItem>
          ))}
        </ConversationList>
      )}
      <div style={{ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {confirm === 'all' ? (
          <InlineConfirm message={t('sidebar.confirmClearAll')} confirmLabel={t('sidebar.clearAll')} cancelLabel={t('sidebar.cancel')} onConfirm={() => (props.onClearAll(), setConfirm(null))} onCancel={() => setConfirm(null)} />
        ) : (
          <SmallButton type="button" onClick={() => setConfirm('all')}>
            {t('sidebar.clearAll')}
          </SmallButton>
        )}
        <SmallButton type="button" onClick={props.onExport}>
          {t('sidebar.export')}
        </SmallButton>
        <label title={t('sidebar.importWarning')} style={{ fontSize: 12, cursor: 'pointer' }}>
          {t('sidebar.import')}
          <input type="file" accept="application/json,.json" style={{ width: 1, height: 1, opacity: 0 }} onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onImport(file);
            e.target.value = '';
          }} />
        </label>
      </div>
      {props.notice && <p role="status" style={{ margin: 0, fontSize: 12 }}>{props.notice}</p>}
    </SidebarRoot>
  );
}
