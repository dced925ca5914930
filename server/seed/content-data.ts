/**
 * Hand-written demo content: announcements of every type (A, PL, B, PU, PR) and execution (A, B, F) with HTML
 * bodies, help items in the shipped languages (real translations), and inbox messages.
 */

export interface AnnouncementSeed {
  promotionType: 'A' | 'PL' | 'B' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  groupName?: 'm_home' | 'm_live' | 'm_reg';
  title: string;
  content: string;
  linkUrl?: string;
  /** Days before the seed date. */
  daysAgo: number;
  /** Banner art colours (type B). */
  colors?: [string, string];
  subtitle?: string;
}

export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  // Banners (type B): home, live and registration groups.
  {
    promotionType: 'B',
    execution: 'B',
    groupName: 'm_home',
    title: '100% Welcome Bonus',
    subtitle: 'Double your first deposit',
    colors: ['#6a11cb', '#2575fc'],
    content:
      '<p style="font-size:28px">Double your <b>first deposit</b> up to $500.</p><p><a href="/m/activity">See the promotion</a></p>',
    linkUrl: '/m/activity',
    daysAgo: 3,
  },
  {
    promotionType: 'B',
    execution: 'A',
    groupName: 'm_home',
    title: 'Daily Cashback 10%',
    subtitle: 'Every day, on every game',
    colors: ['#f7971e', '#ffd200'],
    content: '<p style="font-size:26px">10% of your net losses back every day.</p>',
    linkUrl: '/m/activity',
    daysAgo: 5,
  },
  {
    promotionType: 'B',
    execution: 'A',
    groupName: 'm_home',
    title: 'Refer & Win',
    subtitle: 'Invite friends, earn rewards',
    colors: ['#11998e', '#38ef7d'],
    content: '<p>Invite your friends and earn up to <span style="font-size:32px">$50</span> each.</p>',
    linkUrl: '/m/inviteFriends',
    daysAgo: 8,
  },
  {
    promotionType: 'B',
    execution: 'B',
    groupName: 'm_home',
    title: 'Slots Festival',
    subtitle: '600+ games, new every week',
    colors: ['#ee0979', '#ff6a00'],
    content: '<p>Spin the newest slots. Rules at <a href="https://example.com/slots-festival">example.com</a>.</p>',
    linkUrl: '/m/gameLobbyCenter?gameCategory=RNG',
    daysAgo: 1,
  },
  {
    promotionType: 'B',
    execution: 'A',
    groupName: 'm_live',
    title: 'Live Casino Week',
    subtitle: 'Real dealers, real-time tables',
    colors: ['#141e30', '#243b55'],
    content: '<p style="font-size:24px">Play live baccarat and roulette all week.</p>',
    linkUrl: '/m/gameLobbyCenter?gameCategory=LIVE',
    daysAgo: 2,
  },
  {
    promotionType: 'B',
    execution: 'B',
    groupName: 'm_live',
    title: 'Baccarat Streak Bonus',
    subtitle: 'Win 5 in a row, get a bonus',
    colors: ['#8e0e00', '#1f1c18'],
    content: '<p>Five wins in a row on live baccarat pays a streak bonus.</p>',
    linkUrl: '/m/gameLobbyCenter?gameCategory=LIVE',
    daysAgo: 4,
  },
  {
    promotionType: 'B',
    execution: 'B',
    groupName: 'm_reg',
    title: 'Join in 30 seconds',
    subtitle: 'Sign up and claim your bonus',
    colors: ['#4568dc', '#b06ab3'],
    content: '<p style="font-size:22px">Create your account and claim the welcome bonus.</p>',
    linkUrl: '/m/register',
    daysAgo: 6,
  },
  // Player notices (PL): the ticker and the notice list.
  {
    promotionType: 'PL',
    execution: 'A',
    title: 'Scheduled maintenance on Sunday 02:00-04:00',
    content:
      '<p style="font-size:24px">Some games will be unavailable on <b>Sunday from 02:00 to 04:00</b> (GMT+8).</p><p>Thank you for your patience.</p>',
    daysAgo: 0,
  },
  {
    promotionType: 'PL',
    execution: 'B',
    title: 'New games from Pragma Reels',
    content:
      '<p>Twelve new Megaways titles are live. <a href="/m/gameLobbyCenter?gameCategory=MEGAWAY">Play them now</a>.</p>',
    daysAgo: 2,
  },
  {
    promotionType: 'PL',
    execution: 'A',
    title: 'Deposit channels update',
    content:
      '<p style="font-size:22px">Bank transfer deposits now arrive within <span style="font-size:30px">5 minutes</span>.</p><p>Details: <a href="https://example.com/payments">example.com/payments</a></p>',
    daysAgo: 9,
  },
  // General announcements (A): in the notice list and the popup.
  {
    promotionType: 'A',
    execution: 'B',
    title: 'Welcome to Royal Demo Casino',
    content:
      '<p style="font-size:28px">This is a <b>demo site</b>: no real money is played.</p><p><a href="/m/register">Register</a> to try every feature.</p>',
    daysAgo: 12,
  },
  {
    promotionType: 'A',
    execution: 'A',
    title: 'Play responsibly',
    content:
      '<p>Set yourself limits and take breaks. Help is available at <a href="https://www.begambleaware.org">begambleaware.org</a>.</p>',
    daysAgo: 20,
  },
  // Popups (PU): A for members, B for visitors, F on a member's first login.
  {
    promotionType: 'PU',
    execution: 'A',
    title: 'Weekend reload bonus',
    content:
      '<p style="font-size:30px"><b>50% reload</b> every Saturday and Sunday.</p><p><a href="/m/activity">Claim it in Promotions</a></p>',
    daysAgo: 1,
  },
  {
    promotionType: 'PU',
    execution: 'B',
    title: 'Join now: 100% welcome bonus',
    content:
      '<p style="font-size:28px">New players get a <b>100% bonus</b> on the first deposit.</p><p><a href="/m/register">Sign up</a> or read the <a href="https://example.com/terms">terms</a>.</p>',
    daysAgo: 2,
  },
  {
    promotionType: 'PU',
    execution: 'F',
    title: 'Welcome aboard: your first-login gift',
    content:
      '<p style="font-size:26px">Thanks for joining! A free-spins gift waits in the <a href="/m/rewardCenter">reward centre</a>.</p>',
    daysAgo: 0,
  },
  {
    promotionType: 'PU',
    execution: 'A',
    title: 'VIP level upgrades',
    content: '<p>Reach the next VIP level for bigger rebates. <a href="/m/member/benefits">See benefits</a></p>',
    daysAgo: 7,
  },
  // Promotions (PR).
  {
    promotionType: 'PR',
    execution: 'A',
    title: 'Sign in 7 days, win a prize',
    content: '<p style="font-size:24px">Sign in every day for a week and open the mystery box.</p>',
    linkUrl: '/m/activity/signIn',
    daysAgo: 4,
  },
  {
    promotionType: 'PR',
    execution: 'B',
    title: 'Fishing tournament',
    content:
      '<p>Top 20 fishing scores share <b>$10,000</b>. Rules: <a href="https://example.com/fishing">example.com/fishing</a></p>',
    linkUrl: '/m/gameLobbyCenter?gameCategory=FISH',
    daysAgo: 6,
  },
  {
    promotionType: 'PR',
    execution: 'F',
    title: 'First deposit double-up',
    content: '<p style="font-size:26px">Your first deposit is matched 100%.</p>',
    linkUrl: '/m/voucherCenter',
    daysAgo: 10,
  },
];

export interface HelpSeed {
  key: string;
  title: string;
  content: string;
}

/** Help items by language code (the site's codes: EN, CN, TH, VI, ID, PT-BR, HI, KO, JA). */
export const HELP: Record<string, HelpSeed[]> = {
  EN: [
    {
      key: 'about',
      title: 'About us',
      content:
        '<p>Royal Demo Casino is a demonstration site. No real money is played here.</p><p>All games, banners and prizes are generated demo content.</p>',
    },
    {
      key: 'terms',
      title: 'Terms and conditions',
      content:
        '<p>You must be at least 18 years old to register and play.</p><p>One account per person. Bonuses are subject to the promotion rules.</p>',
    },
    {
      key: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p>Play for fun and set yourself limits. If gaming stops being fun, take a break or contact customer service.</p>',
    },
    {
      key: 'deposit',
      title: 'How to deposit',
      content: '<p>Tap <b>Deposit</b>, choose a payment method, enter the amount and confirm.</p>',
    },
    {
      key: 'privacy',
      title: 'Privacy policy',
      content:
        '<p style="font-size:24px">We keep only the data needed to run your account.</p><p>Read more at <a href="https://example.com/privacy">example.com/privacy</a> or ask us via <a href="/m/feedback">Feedback</a>.</p>',
    },
    {
      key: 'contact',
      title: 'Contact us',
      content: '<p>Customer service is available 24 hours a day through live chat and WhatsApp.</p>',
    },
  ],
  CN: [
    {
      key: 'about',
      title: '关于我们',
      content:
        '<p>Royal Demo Casino 是一个演示网站，这里不涉及真实金钱。</p><p>所有游戏、横幅和奖品均为生成的演示内容。</p>',
    },
    {
      key: 'terms',
      title: '条款与条件',
      content: '<p>您必须年满18岁才能注册和游戏。</p><p>每人仅限一个账户。奖金须遵守活动规则。</p>',
    },
    {
      key: 'responsible',
      title: '负责任博彩',
      content: '<p>娱乐为主，请为自己设定限额。如果游戏不再有趣，请休息一下或联系客服。</p>',
    },
    { key: 'deposit', title: '如何存款', content: '<p>点击<b>存款</b>，选择支付方式，输入金额并确认。</p>' },
  ],
  TH: [
    {
      key: 'about',
      title: 'เกี่ยวกับเรา',
      content:
        '<p>Royal Demo Casino เป็นเว็บไซต์สาธิต ไม่มีการเล่นด้วยเงินจริง</p><p>เกม แบนเนอร์ และรางวัลทั้งหมดเป็นเนื้อหาสาธิตที่สร้างขึ้น</p>',
    },
    {
      key: 'terms',
      title: 'ข้อกำหนดและเงื่อนไข',
      content: '<p>คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะสมัครและเล่นได้</p><p>หนึ่งบัญชีต่อหนึ่งคน โบนัสเป็นไปตามกติกาของโปรโมชัน</p>',
    },
    {
      key: 'responsible',
      title: 'การเล่นอย่างรับผิดชอบ',
      content: '<p>เล่นเพื่อความสนุกและกำหนดขีดจำกัดให้ตัวเอง หากการเล่นไม่สนุกอีกต่อไป โปรดหยุดพักหรือติดต่อฝ่ายบริการลูกค้า</p>',
    },
    {
      key: 'deposit',
      title: 'วิธีฝากเงิน',
      content: '<p>แตะ <b>ฝากเงิน</b> เลือกช่องทางการชำระเงิน ใส่จำนวนเงินแล้วยืนยัน</p>',
    },
  ],
  VI: [
    {
      key: 'about',
      title: 'Về chúng tôi',
      content:
        '<p>Royal Demo Casino là trang web trình diễn. Không có tiền thật được sử dụng ở đây.</p><p>Tất cả trò chơi, biểu ngữ và giải thưởng đều là nội dung demo được tạo tự động.</p>',
    },
    {
      key: 'terms',
      title: 'Điều khoản và điều kiện',
      content:
        '<p>Bạn phải từ 18 tuổi trở lên để đăng ký và chơi.</p><p>Mỗi người chỉ được một tài khoản. Tiền thưởng tuân theo quy định của khuyến mãi.</p>',
    },
    {
      key: 'responsible',
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy chơi để giải trí và tự đặt giới hạn cho mình. Nếu trò chơi không còn vui, hãy nghỉ ngơi hoặc liên hệ chăm sóc khách hàng.</p>',
    },
    {
      key: 'deposit',
      title: 'Cách nạp tiền',
      content: '<p>Nhấn <b>Nạp tiền</b>, chọn phương thức thanh toán, nhập số tiền và xác nhận.</p>',
    },
  ],
  ID: [
    {
      key: 'about',
      title: 'Tentang kami',
      content:
        '<p>Royal Demo Casino adalah situs demonstrasi. Tidak ada uang sungguhan yang dimainkan di sini.</p><p>Semua permainan, banner, dan hadiah adalah konten demo yang dibuat otomatis.</p>',
    },
    {
      key: 'terms',
      title: 'Syarat dan ketentuan',
      content:
        '<p>Anda harus berusia minimal 18 tahun untuk mendaftar dan bermain.</p><p>Satu akun per orang. Bonus tunduk pada aturan promosi.</p>',
    },
    {
      key: 'responsible',
      title: 'Bermain secara bertanggung jawab',
      content:
        '<p>Bermainlah untuk bersenang-senang dan tetapkan batas untuk diri sendiri. Jika bermain tidak lagi menyenangkan, beristirahatlah atau hubungi layanan pelanggan.</p>',
    },
    {
      key: 'deposit',
      title: 'Cara deposit',
      content: '<p>Ketuk <b>Deposit</b>, pilih metode pembayaran, masukkan jumlah, lalu konfirmasi.</p>',
    },
  ],
  'PT-BR': [
    {
      key: 'about',
      title: 'Sobre nós',
      content:
        '<p>O Royal Demo Casino é um site de demonstração. Nenhum dinheiro real é usado aqui.</p><p>Todos os jogos, banners e prêmios são conteúdo de demonstração gerado.</p>',
    },
    {
      key: 'terms',
      title: 'Termos e condições',
      content:
        '<p>Você precisa ter pelo menos 18 anos para se cadastrar e jogar.</p><p>Uma conta por pessoa. Os bônus estão sujeitos às regras da promoção.</p>',
    },
    {
      key: 'responsible',
      title: 'Jogo responsável',
      content:
        '<p>Jogue por diversão e defina seus limites. Se o jogo deixar de ser divertido, faça uma pausa ou fale com o atendimento ao cliente.</p>',
    },
    {
      key: 'deposit',
      title: 'Como depositar',
      content: '<p>Toque em <b>Depositar</b>, escolha uma forma de pagamento, informe o valor e confirme.</p>',
    },
  ],
  HI: [
    {
      key: 'about',
      title: 'हमारे बारे में',
      content:
        '<p>Royal Demo Casino एक डेमो साइट है। यहाँ असली पैसे से नहीं खेला जाता।</p><p>सभी गेम, बैनर और इनाम बनाई गई डेमो सामग्री हैं।</p>',
    },
    {
      key: 'terms',
      title: 'नियम और शर्तें',
      content:
        '<p>पंजीकरण करने और खेलने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए।</p><p>प्रति व्यक्ति एक खाता। बोनस प्रमोशन के नियमों के अधीन हैं।</p>',
    },
    {
      key: 'responsible',
      title: 'ज़िम्मेदारी से खेलें',
      content: '<p>मनोरंजन के लिए खेलें और अपनी सीमाएँ तय करें। अगर खेल में मज़ा न आए, तो विराम लें या ग्राहक सेवा से संपर्क करें।</p>',
    },
    {
      key: 'deposit',
      title: 'जमा कैसे करें',
      content: '<p><b>जमा करें</b> पर टैप करें, भुगतान का तरीका चुनें, राशि दर्ज करें और पुष्टि करें।</p>',
    },
  ],
  KO: [
    {
      key: 'about',
      title: '회사 소개',
      content:
        '<p>Royal Demo Casino는 데모 사이트입니다. 실제 돈으로 플레이하지 않습니다.</p><p>모든 게임, 배너, 상품은 생성된 데모 콘텐츠입니다.</p>',
    },
    {
      key: 'terms',
      title: '이용 약관',
      content:
        '<p>가입하고 플레이하려면 만 18세 이상이어야 합니다.</p><p>1인 1계정만 허용됩니다. 보너스는 프로모션 규정을 따릅니다.</p>',
    },
    {
      key: 'responsible',
      title: '책임감 있는 게임',
      content:
        '<p>즐거움을 위해 플레이하고 스스로 한도를 정하세요. 게임이 더 이상 즐겁지 않다면 잠시 쉬거나 고객센터에 문의하세요.</p>',
    },
    {
      key: 'deposit',
      title: '입금 방법',
      content: '<p><b>입금</b>을 누르고 결제 수단을 선택한 뒤 금액을 입력하고 확인하세요.</p>',
    },
  ],
  JA: [
    {
      key: 'about',
      title: '私たちについて',
      content:
        '<p>Royal Demo Casino はデモサイトです。実際のお金は使用されません。</p><p>すべてのゲーム、バナー、賞品は生成されたデモコンテンツです。</p>',
    },
    {
      key: 'terms',
      title: '利用規約',
      content:
        '<p>登録してプレイするには18歳以上である必要があります。</p><p>アカウントはお一人様1つまでです。ボーナスはキャンペーン規約に従います。</p>',
    },
    {
      key: 'responsible',
      title: '責任あるゲーム',
      content:
        '<p>楽しむためにプレイし、自分で上限を決めましょう。楽しめなくなったら休憩するか、カスタマーサービスにご連絡ください。</p>',
    },
    {
      key: 'deposit',
      title: '入金方法',
      content: '<p><b>入金</b>をタップし、支払い方法を選んで金額を入力し、確認してください。</p>',
    },
  ],
};

export interface MessageSeed {
  title: string;
  content: string;
  hoursAgo: number;
  /** Sent to the demo member only (else to every member). */
  demoOnly?: boolean;
}

export const MESSAGES: MessageSeed[] = [
  {
    title: 'Welcome to Royal Demo Casino',
    content: '<p>Your account is ready. Explore 600+ demo games and claim your welcome bonus.</p>',
    hoursAgo: 72,
  },
  {
    title: 'Security tip',
    content: '<p>Never share your password or payment password. Our staff will never ask for them.</p>',
    hoursAgo: 48,
  },
  {
    title: 'New games this week',
    content: '<p>Twelve new slots arrived. <a href="/m/gameLobbyCenter?gameCategory=NEW">See what is new</a>.</p>',
    hoursAgo: 20,
  },
  {
    title: 'Your weekly cashback is ready',
    content: '<p style="font-size:24px">We credited <b>$12.50</b> cashback to your wallet.</p>',
    hoursAgo: 6,
    demoOnly: true,
  },
  {
    title: 'VIP upgrade',
    content: '<p>Congratulations, you reached VIP 1. <a href="/m/member/benefits">See your benefits</a>.</p>',
    hoursAgo: 2,
    demoOnly: true,
  },
];

/** agent01's own inbox messages (unread on a fresh database), so both demo accounts have something to read. */
export const AGENT_MESSAGES: MessageSeed[] = [
  {
    title: 'Your commission report is ready',
    content: '<p>Last week&#39;s commission report is ready. <b>3 new players</b> joined through your link.</p>',
    hoursAgo: 30,
  },
  {
    title: 'New contracts to review',
    content: '<p>You have contracts waiting for your answer in the agent centre.</p>',
    hoursAgo: 4,
  },
];
