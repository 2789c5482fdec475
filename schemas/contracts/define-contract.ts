/**
 * Cross-plugin contracts (DESIGN §3): a slot with the props its host passes, a modal with the props its opener
 * passes, a service with its interface. Declared once here; plugins import the contract instead of each other,
 * so a misspelt name is a missing import and a wrong prop is a type error — never a silent blank.
 *
 * The type parameter rides on a phantom function field (`in`/`out` both), which makes it invariant: a slot
 * contract for `{ close(): void }` is not assignable to one for `{}` and the other way round.
 */
export interface SlotContract<P extends object = NoProps> {
  readonly kind: 'slot';
  readonly name: string;
  readonly phantom?: (props: P) => P;
}

export interface ModalContract<P extends object = NoProps> {
  readonly kind: 'modal';
  readonly name: string;
  readonly phantom?: (props: P) => P;
}

export interface ServiceContract<T> {
  readonly kind: 'service';
  readonly name: string;
  readonly phantom?: (value: T) => T;
}

/** Props of a slot or modal that takes none. */
export type NoProps = Record<never, never>;

export type PropsOf<C> = C extends SlotContract<infer P> ? P : C extends ModalContract<infer P> ? P : never;
export type ServiceOf<C> = C extends ServiceContract<infer T> ? T : never;

export function defineSlot<P extends object = NoProps>(name: string): SlotContract<P> {
  return Object.freeze({ kind: 'slot', name });
}

export function defineModal<P extends object = NoProps>(name: string): ModalContract<P> {
  return Object.freeze({ kind: 'modal', name });
}

export function defineService<T>(name: string): ServiceContract<T> {
  return Object.freeze({ kind: 'service', name });
}
