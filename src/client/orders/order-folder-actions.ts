// Moving an order into or out of a folder from the list; the list and the folder counts follow at once.
import { toast } from 'sonner';
import { api } from '../api/client.ts';
import { loadFolders } from '../state/folders.ts';
import { removeFromOrderList } from '../state/order-list.ts';

async function changeFolder(orderId: number, call: () => Promise<unknown>) {
  try {
    await call();
    removeFromOrderList(orderId);
    void loadFolders();
  } catch (error) {
    toast.error((error as Error).message);
  }
}

export const moveOrderToFolder = (orderId: number, tagId: number) =>
  changeFolder(orderId, () => api.post(`/workbench/tag/${tagId}`, { objectId: orderId, objectType: 'Order' }));

export const removeOrderFromFolder = (orderId: number, tagId: number) =>
  changeFolder(orderId, () => api.del(`/workbench/order/${orderId}/tag/${tagId}`));
