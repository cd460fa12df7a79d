#include "given_names.h"

#include <QSet>

namespace unembed {

namespace {

// Common given names of the languages Unembed's users write in, written for the project (no list
// was copied): English, Irish, Scottish and Welsh; German and Dutch; French; Spanish and
// Portuguese; Italian; Polish and other Slavic; Nordic and Baltic; Greek, Turkish and Armenian;
// Arabic and Persian; South Asian; Chinese (pinyin); Japanese; Korean; Vietnamese, Thai, Filipino,
// Indonesian and Malay; West, East and Southern African; Hebrew. Names that are mostly ordinary
// English words in their own right ("Can", "Long") are left out.
const QSet<QString>& names() {
    static const QSet<QString> set = [] {
        const char* const list[] = {
            "Aarav",       "Aaron",        "Abdi",        "Abdullah",  "Abebe",     "Abena",
            "Abigail",     "Abiola",       "Adaeze",      "Adam",      "Adebayo",   "Adeola",
            "Adèle",       "Aditi",        "Aditya",      "Adrian",    "Adriana",   "Agne",
            "Agnieszka",   "Agus",         "Ahmad",       "Ahmed",     "Ahmet",     "Aidan",
            "Aiko",        "Aiman",        "Aino",        "Aisha",     "Akash",     "Akira",
            "Akosua",      "Akua",         "Alan",        "Albert",    "Alejandro", "Aleksandra",
            "Alessandro",  "Alessia",      "Alexander",   "Alexandra", "Alexis",    "Alfie",
            "Ali",         "Alice",        "Alicia",      "Alison",    "Ama",       "Amal",
            "Amanda",      "Amani",        "Amara",       "Amber",     "Amelia",    "Amelie",
            "Amélie",      "Amina",        "Amir",        "Amira",     "Amit",      "Amrita",
            "Amy",         "Ana",          "Anand",       "Ananya",    "Anastasia", "Anders",
            "Andrea",      "Andreas",      "Andrei",      "Andrew",    "Andrés",    "Andrzej",
            "Angela",      "Angelo",       "Anh",         "Ani",       "Anika",     "Anil",
            "Anjali",      "Anke",         "Ankit",       "Anna",      "Anne",      "Annie",
            "Anouk",       "Anthony",      "Anton",       "Antonella", "Antonio",   "Anusha",
            "Anya",        "Aram",         "Arash",       "Archie",    "Ariel",     "Arif",
            "Arjun",       "Arman",        "Arnel",       "Arthur",    "Arun",      "Aryan",
            "Ashley",      "Astrid",       "Audrey",      "Aurélie",   "Ava",       "Avi",
            "Ayaka",       "Ayesha",       "Ayman",       "Ayşe",      "Álvaro",    "Babak",
            "Bala",        "Bao",          "Baraka",      "Barbara",   "Bartosz",   "Bastian",
            "Beatrice",    "Beatriz",      "Bella",       "Ben",       "Benjamin",  "Benoît",
            "Beth",        "Bethany",      "Betty",       "Bilal",     "Birgit",    "Bjørn",
            "Bogdan",      "Bongani",      "Bora",        "Bradley",   "Bram",      "Brandon",
            "Brendan",     "Brian",        "Bridget",     "Brittany",  "Bruce",     "Bruna",
            "Budi",        "Burak",        "Caitlin",     "Callum",    "Cameron",   "Camila",
            "Camille",     "Carl",         "Carla",       "Carlos",    "Carmen",    "Carol",
            "Caroline",    "Catalina",     "Catherine",   "Céline",    "Chaeyoung", "Chaim",
            "Chamari",     "Chantal",      "Charles",     "Charlie",   "Charlotte", "Chelsea",
            "Chen",        "Chiara",       "Chidi",       "Chidinma",  "Chinedu",   "Chioma",
            "Chipo",       "Chiyo",        "Chloe",       "Chloé",     "Christine", "Christoph",
            "Christopher", "Christos",     "Chukwuemeka", "Claire",    "Clara",     "Clément",
            "Connor",      "Craig",        "Cristina",    "Daan",      "Daichi",    "Daisuke",
            "Daisy",       "Dalia",        "Damien",      "Daniel",    "Dariush",   "Dariusz",
            "Darren",      "David",        "Davide",      "Dawit",     "Dean",      "Deborah",
            "Declan",      "Deepa",        "Deepak",      "Dennis",    "Devi",      "Dewi",
            "Dhruv",       "Diana",        "Diego",       "Dieter",    "Dilani",    "Dimitris",
            "Dirk",        "Divya",        "Dmitri",      "Dmitry",    "Dominic",   "Donald",
            "Dongmin",     "Donna",        "Dorothy",     "Douglas",   "Doyoon",    "Dragan",
            "Duarte",      "Duc",          "Dung",        "Dylan",     "Eduardo",   "Edward",
            "Efua",        "Eileen",       "Eino",        "Eitan",     "Eko",       "Eleanor",
            "Elena",       "Eleni",        "Elif",        "Elijah",    "Elizabeth", "Elke",
            "Ella",        "Ellie",        "Elliot",      "Emanuele",  "Emeka",     "Emi",
            "Emil",        "Emilio",       "Emily",       "Emma",      "Emre",      "Enrique",
            "Enzo",        "Eric",         "Erik",        "Erin",      "Esi",       "Esteban",
            "Esther",      "Ethan",        "Eunji",       "Evelyn",    "Ewa",       "Élodie",
            "Étienne",     "Fabien",       "Fang",        "Farah",     "Farhan",    "Farhana",
            "Farhiya",     "Farid",        "Faris",       "Fatemeh",   "Fatima",    "Fatma",
            "Federica",    "Federico",     "Fei",         "Felix",     "Femi",      "Femke",
            "Fernanda",    "Fernando",     "Finn",        "Fiona",     "Fleur",     "Florian",
            "Folake",      "Frances",      "Francesca",   "Francesco", "Francis",   "Francisco",
            "Françoise",   "Franz",        "Freddie",     "Frederick", "Freja",     "Freya",
            "Friedrich",   "Funmilayo",    "Gabriel",     "Gaëlle",    "Gang",      "Gareth",
            "Gaurav",      "Gavin",        "Geeta",       "Gemma",     "George",    "Georgia",
            "Georgios",    "Gerald",       "Gerhard",     "Gianluca",  "Gillian",   "Giorgia",
            "Giovanni",    "Giulia",       "Giuseppe",    "Gonçalo",   "Gonzalo",   "Graham",
            "Gregory",     "Greta",        "Grzegorz",    "Guadalupe", "Gudrun",    "Guillaume",
            "Guillermo",   "Gustav",       "Hadas",       "Haeun",     "Hafiz",     "Hakan",
            "Hamid",       "Hamza",        "Hana",        "Hanna",     "Hannah",    "Hans",
            "Hao",         "Harini",       "Harpreet",    "Harriet",   "Harry",     "Haruka",
            "Haruto",      "Harvey",       "Hassan",      "Hayley",    "Heather",   "Heike",
            "Heinz",       "Helen",        "Helga",       "Henry",     "Hélène",    "Hina",
            "Hiroko",      "Hiroshi",      "Hoa",         "Hodan",     "Holly",     "Hugo",
            "Hui",         "Hung",         "Huong",       "Hussein",   "Hyun",      "Ian",
            "Ibrahim",     "Ifeoma",       "Ignacio",     "Imogen",    "Imran",     "Imtiaz",
            "Ines",        "Inès",         "Inês",        "Ingrid",    "Ioana",     "Ioannis",
            "Irina",       "Isaac",        "Isabel",      "Isabela",   "Isabella",  "Isha",
            "Ishaan",      "Isla",         "Itai",        "Ivan",      "Ivana",     "Ivy",
            "Jack",        "Jacob",        "Jacques",     "Jade",      "Jaehyun",   "Jake",
            "Jakub",       "Jamal",        "James",       "Jamie",     "Jane",      "Janet",
            "Jannik",      "Jarosław",     "Jasmine",     "Jason",     "Jaspreet",  "Javier",
            "Jayden",      "Jean",         "Jeffrey",     "Jelena",    "Jenna",     "Jennifer",
            "Jenny",       "Jens",         "Jeremy",      "Jericho",   "Jess",      "Jessica",
            "Jérôme",      "Jia",          "Jiahui",      "Jian",      "Jie",       "Jihoon",
            "Jimin",       "Jing",         "Jiří",        "Jisoo",     "Jiwoo",     "Joan",
            "Joana",       "Joanne",       "João",        "Joe",       "Joel",      "Johan",
            "Johanna",     "John",         "Jolina",      "Jonas",     "Jonathan",  "Joon",
            "Joost",       "Jordan",       "Jorge",       "Joseph",    "José",      "Joshua",
            "Joyce",       "Jörg",         "Juan",        "Judith",    "Juha",      "Julia",
            "Julian",      "Julie",        "Julien",      "Julieta",   "Juma",      "Jun",
            "Junho",       "Justin",       "Jürgen",      "Ka-ming",   "Kabir",     "Kagiso",
            "Kaito",       "Kanya",        "Kareem",      "Karen",     "Karim",     "Karin",
            "Karl",        "Karthik",      "Kasia",       "Kasun",     "Katarzyna", "Kate",
            "Katerina",    "Katherine",    "Katie",       "Katrin",    "Kavya",     "Kazuki",
            "Keerthana",   "Keiko",        "Keith",       "Kelly",     "Kemal",     "Kenji",
            "Kenneth",     "Kenta",        "Kevin",       "Khadija",   "Khalid",    "Khanh",
            "Kieran",      "Kimberly",     "Kiran",       "Klaus",     "Kofi",      "Kojo",
            "Konstantin",  "Konstantinos", "Krishna",     "Krzysztof", "Kumiko",    "Kwabena",
            "Kwadwo",      "Kwame",        "Kwesi",       "Kyle",      "Laila",     "Lakshman",
            "Lakshmi",     "Lan",          "Larissa",     "Lars",      "Laura",     "Lauren",
            "Laurent",     "Lavanya",      "Layla",       "Leah",      "Lee",       "Lei",
            "Leila",       "Lena",         "Leo",         "Leonor",    "Lerato",    "Lewis",
            "Léa",         "Léon",         "Li",          "Liam",      "Liis",      "Lily",
            "Lin",         "Linda",        "Lindiwe",     "Ling",      "Linh",      "Linnea",
            "Lisa",        "Logan",        "Lorena",      "Lorenzo",   "Lotte",     "Louis",
            "Louise",      "Luca",         "Lucas",       "Luciana",   "Lucie",     "Lucía",
            "Lucy",        "Luis",         "Luka",        "Lukas",     "Luke",      "Lydia",
            "Maarten",     "Madison",      "Magdalena",   "Magnus",    "Mahmoud",   "Mai",
            "Maik",        "Maisie",       "Makoto",      "Malte",     "Manfred",   "Manish",
            "Manon",       "Manuel",       "Marco",       "Marcus",    "Marek",     "Margaret",
            "Margaux",     "Maria",        "Marian",      "Maricel",   "Mariko",    "Marion",
            "Mariusz",     "Marko",        "Markus",      "Marta",     "Martin",    "Martina",
            "Mary",        "Maryam",       "Masato",      "Massimo",   "Mateo",     "Matheus",
            "Mathieu",     "Mathilde",     "Matilda",     "Matteo",    "Matthew",   "Matthias",
            "Maxime",      "Maximilian",   "Małgorzata",  "Meera",     "Megan",     "Megumi",
            "Mehdi",       "Mehmet",       "Mei",         "Meiling",   "Melissa",   "Merve",
            "Mélanie",     "Mia",          "Michael",     "Michał",    "Michelle",  "Miguel",
            "Mihai",       "Mikael",       "Miki",        "Mikko",     "Milan",     "Min",
            "Minato",      "Ming",         "Minh",        "Minji",     "Minjun",    "Minseo",
            "Miriam",      "Misaki",       "Mohammad",    "Mohammed",  "Mohan",     "Molly",
            "Monika",      "Moshe",        "Muhammad",    "Murat",     "Murugan",   "Mustafa",
            "Nadia",       "Nam",          "Naoki",       "Naomi",     "Narek",     "Nasser",
            "Natalia",     "Natasha",      "Nathalie",    "Nathan",    "Nattapong", "Naveen",
            "Navid",       "Neema",        "Neha",        "Neil",      "Ngoc",      "Ngozi",
            "Niamh",       "Nicholas",     "Nico",        "Nicola",    "Nicolas",   "Nikhil",
            "Niklas",      "Nikola",       "Nikolai",     "Nikos",     "Nils",      "Nima",
            "Nimal",       "Ning",         "Nisha",       "Nkechi",    "Noa",       "Noah",
            "Noémie",      "Nomvula",      "Noor",        "Nour",      "Nurul",     "Nusrat",
            "Obinna",      "Oksana",       "Ole",         "Oleksandr", "Olga",      "Oliver",
            "Olivia",      "Olumide",      "Oluwaseun",   "Omar",      "Oren",      "Oscar",
            "Oskar",       "Otto",         "Owen",        "Pablo",     "Paige",     "Paola",
            "Paolo",       "Parisa",       "Pascal",      "Patricia",  "Patrick",   "Paul",
            "Pauline",     "Paweł",        "Pedro",       "Peter",     "Petr",      "Petra",
            "Philip",      "Phoebe",       "Phuong",      "Pierre",    "Pieter",    "Ping",
            "Piotr",       "Ploy",         "Pooja",       "Poppy",     "Prakash",   "Pranav",
            "Priya",       "Priyanka",     "Putri",       "Qiang",     "Qing",      "Quang",
            "Quentin",     "Rachel",       "Rafael",      "Rafiq",     "Rahul",     "Rainer",
            "Raj",         "Rajesh",       "Rakesh",      "Ralf",      "Ramesh",    "Ramón",
            "Rana",        "Rania",        "Rashid",      "Rasmus",    "Raúl",      "Ravi",
            "Rebecca",     "Reece",        "Ren",         "Reza",      "Rémi",      "Rhea",
            "Rhys",        "Ricardo",      "Riccardo",    "Richard",   "Riku",      "Rina",
            "Rivka",       "Robert",       "Roberto",     "Robin",     "Rodrigo",   "Rohan",
            "Rohit",       "Romain",       "Rory",        "Rosa",      "Rose",      "Rosie",
            "Ruby",        "Rudo",         "Rui",         "Russell",   "Ruud",      "Ryan",
            "Sabine",      "Sachin",       "Sahil",       "Sakura",    "Salma",     "Salvatore",
            "Sam",         "Samantha",     "Samir",       "Samuel",    "Sander",    "Sanjay",
            "Sanjeev",     "Sanna",        "Sanne",       "Santiago",  "Sara",      "Sarah",
            "Sarita",      "Satoshi",      "Scarlett",    "Scott",     "Seamus",    "Sean",
            "Sebastian",   "Selam",        "Selin",       "Sem",       "Senthil",   "Seojun",
            "Seoyeon",     "Sergei",       "Sergey",      "Sergio",    "Sébastien", "Shabnam",
            "Shan",        "Shannon",      "Sharon",      "Shaun",     "Sheila",    "Shira",
            "Shirin",      "Shota",        "Shreya",      "Shruti",    "Sigrid",    "Silke",
            "Simone",      "Simran",       "Siobhan",     "Sipho",     "Siriporn",  "Sita",
            "Siti",        "Siu",          "Sneha",       "Sofia",     "Sofía",     "Solveig",
            "Somchai",     "Somsak",       "Soojin",      "Sophie",    "Sora",      "Soraya",
            "Sowmya",      "Srinivas",     "Stacey",      "Stanley",   "Stefan",    "Stefano",
            "Stephen",     "Steve",        "Steven",      "Stig",      "Stuart",    "Sungmin",
            "Sunil",       "Sunita",       "Suresh",      "Susan",     "Sven",      "Svetlana",
            "Swati",       "Sylvie",       "Søren",       "Tahmina",   "Takashi",   "Takumi",
            "Tamar",       "Tamilselvi",   "Tanvi",       "Tanvir",    "Tao",       "Taras",
            "Tariq",       "Taro",         "Tatenda",     "Tatiana",   "Tendai",    "Teresa",
            "Tereza",      "Thabo",        "Thandiwe",    "Thanh",     "Thao",      "Themba",
            "Theo",        "Theodore",     "Théo",        "Thiago",    "Thibault",  "Thijs",
            "Thomas",      "Tiago",        "Tigist",      "Ting",      "Tobias",    "Toby",
            "Tom",         "Tomasz",       "Tomoko",      "Tove",      "Tracy",     "Trang",
            "Trevor",      "Tuan",         "Tunde",       "Tuomas",    "Tyler",     "Uche",
            "Ulrika",      "Ursula",       "Uwe",         "Valentina", "Valérie",   "Vanessa",
            "Varun",       "Venkat",       "Victoria",    "Vijay",     "Vikram",    "Viktor",
            "Viktoria",    "Vincent",      "Vinod",       "Vittoria",  "Vivek",     "Vladimir",
            "Vy",          "Wahyu",        "Walter",      "Wanjiru",   "Wayne",     "Wei",
            "Weiwei",      "Wen",          "William",     "Wojciech",  "Wolfgang",  "Wouter",
            "Xia",         "Xiaoli",       "Xiaoming",    "Ximena",    "Xin",       "Xiu",
            "Yael",        "Yan",          "Yang",        "Yannick",   "Yaroslav",  "Yash",
            "Yasmin",      "Yaw",          "Yejin",       "Yemi",      "Yi",        "Yiannis",
            "Ying",        "Yonatan",      "Yong",        "Yoona",     "Yosef",     "Younghee",
            "Yousef",      "Yu",           "Yui",         "Yuki",      "Yuko",      "Yulia",
            "Yuma",        "Yun",          "Yusuf",       "Yuto",      "Zachary",   "Zahra",
            "Zaid",        "Zainab",       "Zanele",      "Zawadi",    "Zeynep",    "Zhen",
            "Zhi",         "Zhou",         "Ziad",        "Zoe",       "Zofia",     "Zuzana",
            "Łukasz",
        };
        QSet<QString> result;
        for (const char* name : list)
            result.insert(QString::fromUtf8(name));
        return result;
    }();
    return set;
}

} // namespace

bool isGivenName(const QString& word) {
    return names().contains(word);
}

int givenNameCount() {
    return int(names().size());
}

QStringList givenNamesLowerCase() {
    QStringList lower;
    for (const QString& name : names())
        lower << name.toLower();
    return lower;
}

} // namespace unembed
