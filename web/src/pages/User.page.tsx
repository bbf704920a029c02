import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function UserPage() {
  return (
    <Container py="xl">
      <Title>User</Title>
    </Container>
  );
}
