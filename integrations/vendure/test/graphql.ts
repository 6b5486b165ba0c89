import gql from 'graphql-tag';

/** The storefront's and the merchant's calls, as a Vendure storefront and admin make them. */
const PAYMENT_FIELDS = `id state method amount transactionId errorMessage metadata`;

export const ADD_ITEM = gql`
  mutation AddItem($id: ID!, $qty: Int!) {
    addItemToOrder(productVariantId: $id, quantity: $qty) { ... on Order { id code totalWithTax lines { id } } ... on ErrorResult { errorCode message } }
  }
`;
export const REMOVE_LINE = gql`
  mutation Remove($id: ID!) { removeOrderLine(orderLineId: $id) { ... on Order { id totalWithTax } ... on ErrorResult { errorCode message } } }
`;
export const SET_CUSTOMER = gql`
  mutation SetCustomer($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ... on ErrorResult { errorCode message } } }
`;
export const SET_ADDRESS = gql`
  mutation SetAddress($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } ... on ErrorResult { errorCode message } } }
`;
export const SET_SHIPPING = gql`
  mutation SetShipping($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id totalWithTax } ... on ErrorResult { errorCode message } } }
`;
export const TO_STATE = gql`
  mutation ToState($state: String!) { transitionOrderToState(state: $state) { ... on Order { id state } ... on OrderStateTransitionError { errorCode message transitionError } } }
`;
export const ACTIVE_ORDER = gql`
  query Active { activeOrder { id code state totalWithTax lines { id } } }
`;
export const ELIGIBLE_PAYMENT_METHODS = gql`
  query Eligible { eligiblePaymentMethods { code isEligible eligibilityMessage } }
`;
export const LEASELINE_CHECKOUT = gql`
  query LeaselineCheckout {
    leaselineCheckout { baseUri retailerSlug storeSlug paymentMethodCode reference_id cartTotal customer { first_name last_name email cell_phone } }
  }
`;
export const ADD_PAYMENT = gql`
  mutation AddPayment($input: PaymentInput!) {
    addPaymentToOrder(input: $input) {
      ... on Order { id code state payments { ${PAYMENT_FIELDS} } }
      ... on PaymentDeclinedError { errorCode message paymentErrorMessage }
      ... on PaymentFailedError { errorCode message paymentErrorMessage }
      ... on ErrorResult { errorCode message }
    }
  }
`;

export const CREATE_PAYMENT_METHOD = gql`
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id code } }
`;
export const UPDATE_PRODUCT = gql`
  mutation UpdateProduct($input: UpdateProductInput!) { updateProduct(input: $input) { id customFields { leasable } } }
`;
export const ORDER = gql`
  query Order($id: ID!) {
    order(id: $id) { id code state lines { id quantity } payments { ${PAYMENT_FIELDS} } history(options: { take: 100 }) { items { type data } } }
  }
`;
export const ADD_FULFILLMENT = gql`
  mutation Fulfil($input: FulfillOrderInput!) {
    addFulfillmentToOrder(input: $input) { ... on Fulfillment { id state } ... on ErrorResult { errorCode message } }
  }
`;
export const FULFILLMENT_TO_STATE = gql`
  mutation FulfilmentTo($id: ID!, $state: String!) {
    transitionFulfillmentToState(id: $id, state: $state) {
      ... on Fulfillment { id state }
      ... on FulfillmentStateTransitionError { errorCode message transitionError }
    }
  }
`;
export const CANCEL_ORDER = gql`
  mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { ... on Order { id state } ... on ErrorResult { errorCode message } } }
`;
