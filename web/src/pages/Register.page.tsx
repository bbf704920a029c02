import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function RegisterPage() {
  return (
    <Container py="xl">
      <Title>Register</Title>
    </Container>
  );
}
