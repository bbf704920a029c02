import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function PayPage() {
  return (
    <Container py="xl">
      <Title>Pay</Title>
    </Container>
  );
}
