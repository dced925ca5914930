/**
 * Translations of the demo announcements a player meets in the popup (issue 13): the visitors' two, the members'
 * three and the first-login gift, in every shipped language besides English (the announcement row's own text, and
 * the fallback of any announcement without a translation). Keyed by the English title of content-data.ts.
 */
export interface AnnouncementText {
  title: string;
  content: string;
}

export const ANNOUNCEMENT_TEXTS: Record<string, Record<string, AnnouncementText>> = {
  'Welcome to Royal Demo Casino': {
    CN: {
      title: '欢迎来到 Royal Demo Casino',
      content:
        '<p style="font-size:28px">这是一个<b>演示网站</b>：不涉及真实金钱。</p><p><a href="/m/register">注册</a>体验全部功能。</p>',
    },
    TH: {
      title: 'ยินดีต้อนรับสู่ Royal Demo Casino',
      content:
        '<p style="font-size:28px">นี่คือ<b>เว็บไซต์สาธิต</b>: ไม่มีการเล่นด้วยเงินจริง</p><p><a href="/m/register">สมัครสมาชิก</a>เพื่อลองทุกฟีเจอร์</p>',
    },
    VI: {
      title: 'Chào mừng đến với Royal Demo Casino',
      content:
        '<p style="font-size:28px">Đây là <b>trang web demo</b>: không chơi bằng tiền thật.</p><p><a href="/m/register">Đăng ký</a> để thử mọi tính năng.</p>',
    },
    ID: {
      title: 'Selamat datang di Royal Demo Casino',
      content:
        '<p style="font-size:28px">Ini adalah <b>situs demo</b>: tidak ada uang sungguhan yang dimainkan.</p><p><a href="/m/register">Daftar</a> untuk mencoba semua fitur.</p>',
    },
    'PT-BR': {
      title: 'Bem-vindo ao Royal Demo Casino',
      content:
        '<p style="font-size:28px">Este é um <b>site de demonstração</b>: nenhum dinheiro real é jogado.</p><p><a href="/m/register">Cadastre-se</a> para experimentar todos os recursos.</p>',
    },
    HI: {
      title: 'Royal Demo Casino में आपका स्वागत है',
      content:
        '<p style="font-size:28px">यह एक <b>डेमो साइट</b> है: यहाँ असली पैसे से नहीं खेला जाता।</p><p>हर सुविधा आज़माने के लिए <a href="/m/register">पंजीकरण करें</a>।</p>',
    },
    KO: {
      title: 'Royal Demo Casino에 오신 것을 환영합니다',
      content:
        '<p style="font-size:28px">이곳은 <b>데모 사이트</b>입니다: 실제 돈으로 플레이하지 않습니다.</p><p><a href="/m/register">가입</a>하고 모든 기능을 체험해 보세요.</p>',
    },
    JA: {
      title: 'Royal Demo Casino へようこそ',
      content:
        '<p style="font-size:28px">ここは<b>デモサイト</b>です：実際のお金は使いません。</p><p><a href="/m/register">登録</a>してすべての機能をお試しください。</p>',
    },
  },
  'Join now: 100% welcome bonus': {
    CN: {
      title: '立即加入：100% 欢迎奖金',
      content:
        '<p style="font-size:28px">新玩家首次存款可获得 <b>100% 奖金</b>。</p><p><a href="/m/register">注册</a>或阅读<a href="https://example.com/terms">条款</a>。</p>',
    },
    TH: {
      title: 'สมัครเลย: โบนัสต้อนรับ 100%',
      content:
        '<p style="font-size:28px">ผู้เล่นใหม่รับ<b>โบนัส 100%</b> จากการฝากครั้งแรก</p><p><a href="/m/register">สมัคร</a> หรืออ่าน<a href="https://example.com/terms">ข้อกำหนด</a></p>',
    },
    VI: {
      title: 'Tham gia ngay: thưởng chào mừng 100%',
      content:
        '<p style="font-size:28px">Người chơi mới nhận <b>thưởng 100%</b> cho lần nạp đầu tiên.</p><p><a href="/m/register">Đăng ký</a> hoặc đọc <a href="https://example.com/terms">điều khoản</a>.</p>',
    },
    ID: {
      title: 'Gabung sekarang: bonus sambutan 100%',
      content:
        '<p style="font-size:28px">Pemain baru mendapat <b>bonus 100%</b> untuk deposit pertama.</p><p><a href="/m/register">Daftar</a> atau baca <a href="https://example.com/terms">syaratnya</a>.</p>',
    },
    'PT-BR': {
      title: 'Entre agora: bônus de boas-vindas de 100%',
      content:
        '<p style="font-size:28px">Novos jogadores ganham <b>100% de bônus</b> no primeiro depósito.</p><p><a href="/m/register">Cadastre-se</a> ou leia os <a href="https://example.com/terms">termos</a>.</p>',
    },
    HI: {
      title: 'अभी जुड़ें: 100% स्वागत बोनस',
      content:
        '<p style="font-size:28px">नए खिलाड़ियों को पहली जमा पर <b>100% बोनस</b> मिलता है।</p><p><a href="/m/register">साइन अप करें</a> या <a href="https://example.com/terms">शर्तें</a> पढ़ें।</p>',
    },
    KO: {
      title: '지금 가입하세요: 100% 환영 보너스',
      content:
        '<p style="font-size:28px">신규 플레이어는 첫 입금 시 <b>100% 보너스</b>를 받습니다.</p><p><a href="/m/register">가입하기</a> 또는 <a href="https://example.com/terms">약관</a> 읽기.</p>',
    },
    JA: {
      title: '今すぐ参加：100% ウェルカムボーナス',
      content:
        '<p style="font-size:28px">新規プレイヤーは初回入金で <b>100% ボーナス</b>がもらえます。</p><p><a href="/m/register">登録</a>するか<a href="https://example.com/terms">規約</a>をお読みください。</p>',
    },
  },
  'Play responsibly': {
    CN: {
      title: '理性游戏',
      content:
        '<p>为自己设定限额并适时休息。如需帮助，请访问 <a href="https://www.begambleaware.org">begambleaware.org</a>。</p>',
    },
    TH: {
      title: 'เล่นอย่างมีความรับผิดชอบ',
      content:
        '<p>กำหนดขีดจำกัดให้ตัวเองและพักเป็นระยะ ขอความช่วยเหลือได้ที่ <a href="https://www.begambleaware.org">begambleaware.org</a></p>',
    },
    VI: {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy tự đặt giới hạn và nghỉ ngơi. Trợ giúp có tại <a href="https://www.begambleaware.org">begambleaware.org</a>.</p>',
    },
    ID: {
      title: 'Bermain secara bertanggung jawab',
      content:
        '<p>Tetapkan batas untuk diri sendiri dan beristirahatlah. Bantuan tersedia di <a href="https://www.begambleaware.org">begambleaware.org</a>.</p>',
    },
    'PT-BR': {
      title: 'Jogue com responsabilidade',
      content:
        '<p>Defina limites e faça pausas. Há ajuda em <a href="https://www.begambleaware.org">begambleaware.org</a>.</p>',
    },
    HI: {
      title: 'ज़िम्मेदारी से खेलें',
      content:
        '<p>अपनी सीमाएँ तय करें और बीच-बीच में विराम लें। सहायता <a href="https://www.begambleaware.org">begambleaware.org</a> पर उपलब्ध है।</p>',
    },
    KO: {
      title: '책임감 있게 플레이하세요',
      content:
        '<p>스스로 한도를 정하고 쉬어 가며 즐기세요. 도움은 <a href="https://www.begambleaware.org">begambleaware.org</a>에서 받을 수 있습니다.</p>',
    },
    JA: {
      title: '責任あるプレイを',
      content:
        '<p>自分で上限を決め、適度に休憩しましょう。サポートは <a href="https://www.begambleaware.org">begambleaware.org</a> で受けられます。</p>',
    },
  },
  'Weekend reload bonus': {
    CN: {
      title: '周末续存奖金',
      content:
        '<p style="font-size:30px">每周六和周日享 <b>50% 续存奖金</b>。</p><p><a href="/m/activity">前往优惠活动领取</a></p>',
    },
    TH: {
      title: 'โบนัสเติมเงินวันหยุดสุดสัปดาห์',
      content:
        '<p style="font-size:30px"><b>โบนัสเติมเงิน 50%</b> ทุกวันเสาร์และอาทิตย์</p><p><a href="/m/activity">รับได้ที่หน้าโปรโมชั่น</a></p>',
    },
    VI: {
      title: 'Thưởng nạp lại cuối tuần',
      content:
        '<p style="font-size:30px"><b>Thưởng nạp lại 50%</b> mỗi thứ Bảy và Chủ nhật.</p><p><a href="/m/activity">Nhận tại mục Khuyến mãi</a></p>',
    },
    ID: {
      title: 'Bonus isi ulang akhir pekan',
      content:
        '<p style="font-size:30px"><b>Bonus isi ulang 50%</b> setiap Sabtu dan Minggu.</p><p><a href="/m/activity">Klaim di Promosi</a></p>',
    },
    'PT-BR': {
      title: 'Bônus de recarga de fim de semana',
      content:
        '<p style="font-size:30px"><b>50% de recarga</b> todo sábado e domingo.</p><p><a href="/m/activity">Resgate em Promoções</a></p>',
    },
    HI: {
      title: 'वीकेंड रीलोड बोनस',
      content:
        '<p style="font-size:30px">हर शनिवार और रविवार <b>50% रीलोड</b>।</p><p><a href="/m/activity">प्रमोशन में दावा करें</a></p>',
    },
    KO: {
      title: '주말 재충전 보너스',
      content:
        '<p style="font-size:30px">매주 토요일과 일요일 <b>50% 재충전 보너스</b>.</p><p><a href="/m/activity">프로모션에서 받기</a></p>',
    },
    JA: {
      title: '週末リロードボーナス',
      content:
        '<p style="font-size:30px">毎週土曜・日曜に <b>50% リロード</b>。</p><p><a href="/m/activity">プロモーションで受け取る</a></p>',
    },
  },
  'VIP level upgrades': {
    CN: {
      title: 'VIP 等级升级',
      content: '<p>升至下一个 VIP 等级，享受更高返水。<a href="/m/member/benefits">查看权益</a></p>',
    },
    TH: {
      title: 'อัปเกรดระดับ VIP',
      content: '<p>ไปให้ถึง VIP ระดับถัดไปเพื่อรับเงินคืนที่มากขึ้น <a href="/m/member/benefits">ดูสิทธิประโยชน์</a></p>',
    },
    VI: {
      title: 'Nâng cấp cấp độ VIP',
      content: '<p>Đạt cấp VIP tiếp theo để nhận hoàn trả cao hơn. <a href="/m/member/benefits">Xem quyền lợi</a></p>',
    },
    ID: {
      title: 'Kenaikan level VIP',
      content:
        '<p>Capai level VIP berikutnya untuk rabat yang lebih besar. <a href="/m/member/benefits">Lihat manfaat</a></p>',
    },
    'PT-BR': {
      title: 'Subida de nível VIP',
      content:
        '<p>Alcance o próximo nível VIP para rebates maiores. <a href="/m/member/benefits">Ver benefícios</a></p>',
    },
    HI: {
      title: 'VIP स्तर अपग्रेड',
      content: '<p>बड़े रिबेट के लिए अगले VIP स्तर तक पहुँचें। <a href="/m/member/benefits">लाभ देखें</a></p>',
    },
    KO: {
      title: 'VIP 등급 업그레이드',
      content: '<p>다음 VIP 등급에 도달하면 더 큰 리베이트를 받습니다. <a href="/m/member/benefits">혜택 보기</a></p>',
    },
    JA: {
      title: 'VIP レベルアップ',
      content: '<p>次の VIP レベルに到達するとリベートが増えます。<a href="/m/member/benefits">特典を見る</a></p>',
    },
  },
  'Welcome aboard: your first-login gift': {
    CN: {
      title: '欢迎加入：您的首次登录礼物',
      content:
        '<p style="font-size:26px">感谢您的加入！免费旋转礼物正在<a href="/m/rewardCenter">奖励中心</a>等您领取。</p>',
    },
    TH: {
      title: 'ยินดีต้อนรับ: ของขวัญเข้าสู่ระบบครั้งแรก',
      content: '<p style="font-size:26px">ขอบคุณที่เข้าร่วม! ของขวัญฟรีสปินรอคุณอยู่ที่<a href="/m/rewardCenter">ศูนย์รางวัล</a></p>',
    },
    VI: {
      title: 'Chào mừng bạn: quà đăng nhập lần đầu',
      content:
        '<p style="font-size:26px">Cảm ơn bạn đã tham gia! Quà vòng quay miễn phí đang chờ tại <a href="/m/rewardCenter">trung tâm phần thưởng</a>.</p>',
    },
    ID: {
      title: 'Selamat bergabung: hadiah login pertama Anda',
      content:
        '<p style="font-size:26px">Terima kasih telah bergabung! Hadiah putaran gratis menunggu di <a href="/m/rewardCenter">pusat hadiah</a>.</p>',
    },
    'PT-BR': {
      title: 'Boas-vindas: seu presente do primeiro acesso',
      content:
        '<p style="font-size:26px">Obrigado por se juntar a nós! Um presente de giros grátis espera por você na <a href="/m/rewardCenter">central de recompensas</a>.</p>',
    },
    HI: {
      title: 'स्वागत है: आपका पहला लॉगिन उपहार',
      content:
        '<p style="font-size:26px">जुड़ने के लिए धन्यवाद! <a href="/m/rewardCenter">रिवॉर्ड सेंटर</a> में फ़्री स्पिन उपहार आपका इंतज़ार कर रहा है।</p>',
    },
    KO: {
      title: '환영합니다: 첫 로그인 선물',
      content:
        '<p style="font-size:26px">가입해 주셔서 감사합니다! <a href="/m/rewardCenter">리워드 센터</a>에서 무료 스핀 선물이 기다리고 있습니다.</p>',
    },
    JA: {
      title: 'ようこそ：初回ログインのプレゼント',
      content:
        '<p style="font-size:26px">ご参加ありがとうございます！<a href="/m/rewardCenter">リワードセンター</a>でフリースピンのプレゼントがお待ちしています。</p>',
    },
  },
};
