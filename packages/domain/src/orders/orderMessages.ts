/** The texts of spec part 2 §5 and §8 for orders, word for word. */
export const orderMessages = {
  selectCustomer: 'Please select a customer',
  selectCustomerToContinue: 'Please select a customer to continue',
  serviceRequired: 'Service is required',
  weightRequired: 'Weight is required',
  weightMin: 'Weight must be at least 0.1 kg',
  weightMax: 'Weight cannot exceed 500 kg',
  weightDecimals: 'Weight can have at most 3 decimals',
  quantityRequired: 'Quantity is required',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity cannot exceed 1000',
  quantityWhole: 'Quantity must be a whole number',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  createFailed: 'Failed to create order',
  updateFailed: 'Failed to update order',
  deleteFailed: 'Failed to delete order',
  fetchFailed: 'Failed to fetch order details',
  loadFailed: 'Failed to load orders. Please try again.',
  analyticsFailed: 'Failed to load analytics data. Please try again.',
  selectOrdersFirst: 'Please select orders first',
  deleted: 'Order permanently deleted',
  created: 'Order created successfully',
  updated: 'Order updated successfully',
  notFound: 'Order not found',
  notFoundForEdit: "The order you're trying to edit doesn't exist or has been deleted.",
  analyticsEmpty: 'No orders found for the selected date range...',
  editDisabled: 'Order cannot be edited (processing or completed)',
  dashboardFailed: 'Failed to load dashboard data',
} as const;

/** The confirm text of the list's delete action. */
export function deleteOrderConfirmText(orderNumber: string): string {
  return `Delete order ${orderNumber}? This cannot be undone!`;
}
