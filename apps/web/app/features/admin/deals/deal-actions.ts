import type { ManagedDeal } from '@belizepass/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOr } from '~/features/auth/auth-client';
import { adminSend } from '../admin-api';
import type { ApprovalAction } from '../approval-actions';

/** Approve, withdraw approval ('reject'), activate and deactivate as on tours, plus featuring. */
export type DealAction = ApprovalAction | 'feature' | 'unfeature';

export interface DealList {
  deals: ManagedDeal[];
  total: number;
}

export const dealListKey = ['admin', 'deals', 'list'] as const;
export const dealDetailKey = (id: string) => ['admin', 'deals', 'detail', id] as const;

export const DEAL_ACTION_DONE: Record<DealAction, string> = {
  approve: 'approved',
  reject: 'sent back for approval',
  activate: 'activated',
  deactivate: 'deactivated',
  feature: 'featured on the home page',
  unfeature: 'no longer featured',
};

const FAILED: Record<DealAction, string> = {
  approve: 'Failed to update deal approval status. Please try again.',
  reject: 'Failed to update deal approval status. Please try again.',
  activate: 'Failed to update deal active status. Please try again.',
  deactivate: 'Failed to update deal active status. Please try again.',
  feature: 'Failed to update whether the deal is featured. Please try again.',
  unfeature: 'Failed to update whether the deal is featured. Please try again.',
};

function send(id: string, action: DealAction) {
  const path = `deals/${encodeURIComponent(id)}`;
  switch (action) {
    case 'approve':
    case 'reject':
      return adminSend<ManagedDeal>('PATCH', `${path}/approve`, { approved: action === 'approve' });
    case 'activate':
    case 'deactivate':
      return adminSend<ManagedDeal>('PATCH', `${path}/status`, { active: action === 'activate' });
    case 'feature':
    case 'unfeature':
      return adminSend<ManagedDeal>('PATCH', `${path}/featured`, { featured: action === 'feature' });
  }
}

/**
 * The staff's changes to a deal. Each returns the updated deal, which replaces the row in every
 * cached list page and the cached detail; the dashboard and audit log are refreshed.
 */
export function useDealActions(
  onDone: (
    result: { ok: true; deal: ManagedDeal; action: DealAction } | { ok: false; message: string },
  ) => void,
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: string; action: DealAction } | null>(null);

  const applyDeal = (deal: ManagedDeal) => {
    queryClient.setQueriesData<DealList>({ queryKey: dealListKey }, (old) =>
      old ? { ...old, deals: old.deals.map((d) => (d.id === deal.id ? deal : d)) } : old,
    );
    queryClient.setQueryData<ManagedDeal>(dealDetailKey(deal.id), (old) => (old ? deal : old));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };

  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: string; action: DealAction }) => send(id, action),
    onMutate: ({ id, action }) => setBusy({ id, action }),
    onSettled: () => setBusy(null),
    onSuccess: (deal, { action }) => {
      applyDeal(deal);
      onDone({ ok: true, deal, action });
    },
    onError: (error, { action }) => {
      const fallback = FAILED[action];
      const detail = messageOr(error, '');
      onDone({ ok: false, message: detail && detail !== fallback ? `${fallback} ${detail}` : fallback });
    },
  });

  return {
    busy,
    run: (id: string, action: DealAction) => mutation.mutate({ id, action }),
  };
}
