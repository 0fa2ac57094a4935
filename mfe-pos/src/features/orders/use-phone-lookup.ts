import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { clearedByNewPhone, type FilledCustomer } from '../../shared/sale-form';
import type { OrderFormValues } from './order-form-model';
import { useLazyCustomerByPhoneQuery } from './orders-api';

/** How long the phone box waits after the last key before looking the customer up. */
export const PHONE_LOOKUP_DELAY_MS = 400;
const LOOKUP_PHONE = /^\+?[0-9][0-9 ().-]{5,29}$/;

/**
 * The phone box's change handler: typing a known customer's phone fills name, e-mail and address (after a
 * pause in typing). Changing the phone again first takes out what that look-up filled in, so the previous
 * customer's details never stay under a new number; what the clerk typed stays. `clear` drops svc-pos's
 * messages of the fields it changes.
 */
export function usePhoneLookup(
  initialPhone: string,
  setValues: Dispatch<SetStateAction<OrderFormValues>>,
  clear: (...fields: string[]) => void,
) {
  const [lookUp] = useLazyCustomerByPhoneQuery();
  const phoneRef = useRef(initialPhone);
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What the last look-up put in, so a new phone clears exactly that (and keeps what the clerk typed). */
  const lookedUp = useRef<FilledCustomer>({});

  useEffect(
    () => () => {
      if (lookupTimer.current) clearTimeout(lookupTimer.current);
    },
    [],
  );

  return (phone: string) => {
    const filled = lookedUp.current;
    lookedUp.current = {};
    setValues((v) => ({ ...v, phone, ...clearedByNewPhone(v, filled) }));
    clear('customer.phone');
    phoneRef.current = phone;
    if (lookupTimer.current) clearTimeout(lookupTimer.current);
    const wanted = phone.trim();
    if (!LOOKUP_PHONE.test(wanted)) return;
    lookupTimer.current = setTimeout(() => {
      lookUp(wanted, true)
        .unwrap()
        .then((customer) => {
          if (phoneRef.current.trim() !== wanted) return; // typed on since
          const fill = { name: customer.name, email: customer.email, address: customer.address ?? '' };
          lookedUp.current = fill;
          setValues((v) => ({ ...v, ...fill }));
          clear('customer.name', 'customer.email', 'customer.address');
        })
        .catch(() => undefined); // 404: a new customer
    }, PHONE_LOOKUP_DELAY_MS);
  };
}
