import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function deleteAccount(otpCode: string): Promise<void> {
  await api.post('/guest/delete', { otpCode });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
