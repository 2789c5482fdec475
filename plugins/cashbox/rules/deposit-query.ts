/** Part 2 §2: the deposit route's query — `amountProp` (number, default 0) and `autoApplyPromocode`. */
export interface DepositQuery {
  amountProp: number;
  autoApplyPromocode: boolean;
}

export function depositQuery(search: string): DepositQuery {
  const query = new URLSearchParams(search);
  const amount = Number(query.get('amountProp') ?? '0');
  return {
    amountProp: Number.isFinite(amount) && amount > 0 ? amount : 0,
    autoApplyPromocode: query.get('autoApplyPromocode') === 'true',
  };
}
