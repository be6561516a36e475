import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export async function deleteAccount(otpCode: string): Promise<void> {
  await api.post('/guest/delete', { otpCode });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
