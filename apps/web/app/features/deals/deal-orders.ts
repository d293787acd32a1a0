import type { DealOrderView, Voucher } from '@belizepass/domain';

/** A deal order with its vouchers (issued once it is paid). */
export interface DealOrderWithVouchers {
  order: DealOrderView;
  vouchers: Voucher[];
}

/** An order created for the chosen quantity and buyer, waiting to be paid. */
export interface PendingOrder {
  id: string;
  quantity: number;
  total: number;
  buyerName: string;
  buyerEmail: string;
}
