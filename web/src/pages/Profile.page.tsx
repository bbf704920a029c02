import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function ProfilePage() {
  return (
    <Container py="xl">
      <Title>Profile</Title>
    </Container>
  );
}
