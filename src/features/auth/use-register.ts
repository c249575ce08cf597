import { useMutation } from '@tanstack/react-query';
import { requestInstallOffer } from '@/lib/storage/install-flag';
import { postRegister } from './api/register';
import { buildRegisterPayload, isRegisterRole, type RegisterForm } from './register-rules';

/**
 * Registration as a mutation: submitting → success or failure (the page maps the failure to its toast). A new
 * account asks the landing page to offer the app once.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (form: RegisterForm) => {
      const payload = buildRegisterPayload(form);
      const role = payload.role ?? '';
      if (!isRegisterRole(role)) throw new Error('Invalid role selected');
      return postRegister(role, payload);
    },
    onSuccess: () => requestInstallOffer(),
  });
}
