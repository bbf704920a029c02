import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function LoginPage() {
  return (
    <Container py="xl">
      <Title>Login</Title>
    </Container>
  );
}
