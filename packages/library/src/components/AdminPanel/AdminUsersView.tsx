import { Button, Select, Switch, TextField, useT } from '@atelier/core';
import { useState } from 'react';
import type { AdminUsersViewModel } from '../../hooks/useAdminUsers';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { LoadState } from '../shared/LoadState';
import { Pager } from '../shared/Pager';
import { Badge, Muted, Table, TableScroll, Toolbar } from '../shared/parts.styles';
import { ResetLinkDialog } from './ResetLinkDialog';

const LEVELS = [0, 1, 2, 3];

/** Props of `AdminUsersView`: the hook's model and where reset links point. */
export interface AdminUsersViewProps extends AdminUsersViewModel {
  /** The full address of a password-reset link. @default this origin's `/reset/{token}` */
  resetLinkHref?: ((token: string) => string) | undefined;
}

const sameOriginResetLink = (token: string) => new URL(`/reset/${encodeURIComponent(token)}`, window.location.href).href;

/** The users table of the admin page. */
export function AdminUsersView(props: AdminUsersViewProps) {
  const t = useT(libraryNamespace);
  const [q, setQ] = useState(props.q);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.search(q);
        }}
      >
        <TextField label={t('admin.searchUsers')} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
      </Toolbar>
      <LoadState status={props.status} error={props.error} empty={props.users.length === 0} emptyTitle={t('admin.noUsers')} onRetry={props.reload}>
        {props.users.length > 0 ? (
          <TableScroll tabIndex={0} role="region" aria-label={t('admin.users')}>
            <Table>
              <caption style={{ textAlign: 'start' }}>
                <Muted>{plural(t, 'admin.usersCaption', { count: props.total })}</Muted>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.user')}</th>
                  <th scope="col">{t('admin.level')}</th>
                  <th scope="col">{t('admin.access')}</th>
                  <th scope="col">{t('admin.resetLink.column')}</th>
                </tr>
              </thead>
              <tbody>
                {props.users.map((user) => {
                  const name = user.nickname || user.user_name;
                  const self = props.isSelf(user);
                  const busy = props.saving === user.id;
                  return (
                    <tr key={user.id} data-user={user.user_name}>
                      <td>
                        <strong>{name}</strong> <Muted>@{user.user_name}</Muted> {self ? <Badge $tone="primary">{t('admin.you')}</Badge> : null}
                        <br />
                        <Muted>{t('admin.joined', { date: new Date(user.created_at).toLocaleDateString() })}</Muted>
                      </td>
                      <td>
                        <Select
                          label={t('admin.levelOf', { name })}
                          value={String(user.admin_level)}
                          disabled={busy || self}
                          options={LEVELS.map((level) => ({ value: String(level), label: level === 0 ? t('admin.levelUser') : t('admin.levelAdmin', { level }) }))}
                          onValueChange={(value) => props.setAdminLevel(user, Number(value))}
                        />
                      </td>
                      <td>
                        <Switch label={t('admin.disabledOf', { name })} checked={user.disabled} disabled={busy || self} onCheckedChange={(value) => props.setDisabled(user, value)} />
                      </td>
                      <td>
                        {/* Their own password an admin changes with the current one (Change password). */}
                        {self ? null : (
                          <Button size="sm" variant="secondary" aria-label={t('admin.resetLink.buttonOf', { name })} onClick={() => props.issueResetLink(user)}>
                            {t('admin.resetLink.button')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
        ) : null}
        <Pager page={props.page} perPage={props.perPage} total={props.total} onPage={props.setPage} />
      </LoadState>
      <ResetLinkDialog state={props.resetLink} hrefOf={props.resetLinkHref ?? sameOriginResetLink} onClose={props.closeResetLink} />
    </div>
  );
}
