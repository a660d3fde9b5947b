/** Texts of the profile card that the spec does not give word for word. */
export const profileCardMessages = {
  customer: 'Customer',
  entertainment: 'Entertainment profile',
  loading: 'Loading profile',
  unnamed: 'Unnamed profile',
  avatarAlt: (name: string) => `Photo of ${name}`,
  age: 'Age',
  gender: 'Gender',
  length: 'Length',
  location: 'Location',
  aboutMe: 'About me',
  hobbies: 'Hobbies',
  unknown: 'Unknown',
  genders: { male: 'Male', female: 'Female' },
  years: (age: number) => `${age} years`,
} as const;
