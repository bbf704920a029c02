import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function PaymentPage() {
  return (
    <Container py="xl">
      <Title>Payment</Title>
    </Container>
  );
}
