//! The flashcard deck: the source notes' flashcard questions answered as the tutor answers them, and one card per ladder item's key fact, in English and Hinglish.
//!
//! Card ids are stable forever: saved review progress (`state::cards`) refers to them, so a card may
//! be reworded but never renamed. Every number a card states is checked by a test against the
//! pricing core or the ladder's computed answers, so a card can never teach a figure the views
//! contradict.

use super::errata::{self, Erratum};
use super::i18n::Tr;

/// One flashcard: a question (front) and its answer (back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// Stable forever: saved progress refers to it.
    pub id: &'static str,
    pub front: Tr,
    pub back: Tr,
    pub source: CardSource,
}

/// Where a card's question comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardSource {
    /// A question from the source notes' flashcard list, answered in the tutor's own terms.
    Notes,
    /// A question from that list whose answer in the notes is wrong; the card gives the correction
    /// recorded as this erratum (`errata::find`).
    Corrected { erratum: &'static str },
    /// The key fact of one ladder item (`exercises::ITEMS`).
    Ladder { item: &'static str },
}

impl CardSource {
    /// A short line the card can show under its answer.
    pub fn label(self) -> Tr {
        match self {
            CardSource::Notes => Tr::new(
                "From the source notes' flashcard list",
                "Source notes ki flashcard list se",
            ),
            CardSource::Corrected { .. } => Tr::new(
                "From the source notes' flashcard list, corrected",
                "Source notes ki flashcard list se, galti sudhaar kar",
            ),
            CardSource::Ladder { .. } => Tr::new(
                "The key fact of a ladder item",
                "Ladder ke ek item ki mukhya baat",
            ),
        }
    }

    /// The correction behind the card, if its source is wrong somewhere (a corrected note, or a
    /// ladder item that carries an erratum).
    pub fn erratum(self) -> Option<&'static Erratum> {
        match self {
            CardSource::Notes => None,
            CardSource::Corrected { erratum } => errata::find(erratum),
            CardSource::Ladder { item } => errata::find(item),
        }
    }

    /// The ladder item the card belongs to, so the view can link to it.
    pub fn ladder_item(self) -> Option<&'static str> {
        match self {
            CardSource::Ladder { item } => Some(item),
            _ => None,
        }
    }
}

/// A ladder card's id is this prefix and the item's id (`ladder-L2.1`).
pub const LADDER_PREFIX: &str = "ladder-";

/// A card by id.
pub fn card(id: &str) -> Option<&'static Card> {
    DECK.iter().find(|c| c.id == id)
}

/// Where a card stands in the deck (the order new cards are introduced in).
pub fn position(id: &str) -> Option<usize> {
    DECK.iter().position(|c| c.id == id)
}

const fn notes(id: &'static str, front: Tr, back: Tr) -> Card {
    Card {
        id,
        front,
        back,
        source: CardSource::Notes,
    }
}

const fn rung(id: &'static str, item: &'static str, front: Tr, back: Tr) -> Card {
    Card {
        id,
        front,
        back,
        source: CardSource::Ladder { item },
    }
}

/// Every card, in the order a learner meets them: the notes' questions first (the ideas), then the
/// ladder's facts (the numbers), level by level.
pub const DECK: &[Card] = &[
    notes(
        "warp",
        Tr::new("What is a warp?", "Warp kya hota hai?"),
        Tr::new(
            "A group of lanes (threads) that the GPU issues together: one instruction at a time, for all its active lanes at once. An NVIDIA warp has 32 lanes; AMD calls it a wavefront, 64 lanes wide on many of its GPUs (RDNA can also run 32). Divergence is priced warp by warp.",
            "Lanes (threads) ka ek group jise GPU ek saath issue karta hai: ek time par ek instruction, saare active lanes ke liye ek saath. NVIDIA ke warp mein 32 lanes hote hain; AMD ise wavefront kehta hai, jo uske kai GPUs par 64 lanes ka hota hai (RDNA 32 bhi chala sakta hai). Divergence ki keemat har warp ki alag-alag lagti hai.",
        ),
    ),
    notes(
        "divergence",
        Tr::new("What is warp divergence?", "Warp divergence kya hai?"),
        Tr::new(
            "The lanes of one warp disagree at a branch (an if, a switch, a loop's exit test). The warp then issues every path that at least one of its lanes takes, one after another; on each path the lanes that did not take it sit masked off, doing no work while the time passes.",
            "Jab ek hi warp ke lanes kisi branch (if, switch, ya loop ka exit test) par alag-alag raasta chunte hain. Tab warp har woh path issue karta hai jise kam se kam ek lane ne liya ho, ek ke baad ek; har path par baaki lanes masked off baithe rehte hain: kaam kuch nahi, par time chalta rehta hai.",
        ),
    ),
    notes(
        "mechanism",
        Tr::new(
            "How does the hardware run a divergent branch?",
            "Hardware ek divergent branch ko kaise chalata hai?",
        ),
        Tr::new(
            "Every lane evaluates the condition, and the answers form an active mask for each side. The warp issues one side with its mask while the other lanes idle, then the other side with the other mask, and reconverges where the paths meet, going on with the full mask. The stepper shows this with a reconvergence stack that remembers the pending path and the meeting point.",
            "Har lane condition evaluate karta hai, aur unke jawab se har side ka active mask banta hai. Warp pehle ek side ko uske mask ke saath issue karta hai (baaki lanes idle), phir doosri side ko doosre mask ke saath, aur jahan dono paths milte hain wahan reconverge karke poore mask ke saath aage badhta hai. Stepper ise reconvergence stack se dikhata hai, jo pending path aur milne ki jagah yaad rakhta hai.",
        ),
    ),
    notes(
        "cost-formula",
        Tr::new(
            "What does a divergent region cost when k paths are taken?",
            "Jab k paths liye gaye hon, toh divergent region ki keemat kya hai?",
        ),
        Tr::new(
            "T_div = the sum of the lengths of the paths with at least one taker; T_ideal = the longest of them. Path efficiency = T_ideal / T_div, and the waste is T_div − T_ideal. Lane counts never enter. With 32 lanes each on its own path of equal length, T_div = 32 × T_ideal and 96.875% of the issued cycles are waste.",
            "T_div = un saare paths ki lambai ka jod jinhe kam se kam ek lane ne liya; T_ideal = unme sabse lamba. Path efficiency = T_ideal / T_div, aur waste = T_div − T_ideal. Kis path par kitne lanes hain, yeh formula mein aata hi nahi. Agar 32 lanes mein se har ek apne barabar lambe path par ho, toh T_div = 32 × T_ideal aur issue hue cycles ka 96.875% waste hai.",
        ),
    ),
    notes(
        "one-lane",
        Tr::new(
            "Why does a single lane on the other path still cost that whole path?",
            "Sirf ek lane doosra path le, phir bhi us poore path ki keemat kyun lagti hai?",
        ),
        Tr::new(
            "A path is issued for its full length as soon as one lane takes it; the other lanes cannot share out its work. 1 lane on a 100-cycle path and 31 lanes on a 50-cycle path cost 100 + 50 = 150 cycles, not 50 + 100/32 ≈ 53. The cost is the sum of the taken paths, not weighted by lanes.",
            "Jaise hi ek lane koi path leta hai, woh path apni poori lambai tak issue hota hai; baaki lanes uska kaam aapas mein baant nahi sakte. 1 lane 100-cycle path par aur 31 lanes 50-cycle path par: keemat 100 + 50 = 150 cycles, na ki 50 + 100/32 ≈ 53. Keemat liye gaye paths ka jod hai, lanes ki ginti se weighted nahi.",
        ),
    ),
    notes(
        "key-mitigation",
        Tr::new(
            "What is the key way to cut divergence?",
            "Divergence kam karne ka sabse zaroori tareeka kya hai?",
        ),
        Tr::new(
            "Make the lanes of each warp agree: align the branch with warp boundaries. Branch on something that is the same for all 32 lanes of a warp (the warp index idx / 32, say, rather than whether idx is even), or sort or bucket the data so that each warp of 32 holds one kind of item. The work stays the same; only the serialization goes.",
            "Har warp ke lanes ka faisla ek jaisa karwao: branch ko warp boundaries ke saath align karo. Aisi cheez par branch karo jo warp ke saare 32 lanes ke liye same ho (jaise warp index idx / 32, na ki idx even hai ya odd), ya data ko sort ya bucket karo taaki 32 ka har warp ek hi tarah ke items rakhe. Kaam utna hi rehta hai; bas serialization chala jaata hai.",
        ),
    ),
    Card {
        id: "predication",
        front: Tr::new(
            "When does predication beat a real branch?",
            "Predication kab real branch se behtar hota hai?",
        ),
        back: Tr::new(
            "Predication issues both sides in every warp, with no branch. A real branch issues both sides only in warps that diverge, one side in uniform warps, and pays its branch overhead in every warp. So predicate when that overhead is more than the work uniform warps get to skip: short sides, mostly divergent warps. In the H200 study nvcc predicated on its own when each side was at most about 6 issue slots. The notes' rule \"T_A + T_B > 2·max(T_A, T_B)\" can never hold: the sum is at most twice the longer side.",
            "Predication har warp mein dono sides issue karta hai, bina branch ke. Real branch dono sides sirf divergent warps mein issue karta hai, uniform warps mein sirf ek side, aur har warp mein apna branch overhead deta hai. Isliye predicate tab karo jab woh overhead us kaam se zyada ho jo uniform warps skip kar paate: chhoti sides, zyadatar divergent warps. H200 study mein nvcc ne khud predicate kiya jab har side zyada se zyada lagbhag 6 issue slots ki thi. Notes ka rule \"T_A + T_B > 2·max(T_A, T_B)\" kabhi sach nahi ho sakta: jod lambi side ke double se zyada kabhi nahi hota.",
        ),
        source: CardSource::Corrected { erratum: "L4.2" },
    },
    notes(
        "worst-case",
        Tr::new(
            "What is the worst case for divergence?",
            "Divergence ka worst case kya hai?",
        ),
        Tr::new(
            "Every lane of the warp takes a path of its own (data-dependent branching, such as many material types in ray tracing). All 32 paths serialize: with equal lengths the warp runs 32× slower than the ideal and 96.875% of its issued cycles are waste. Deeper nesting does not make it worse; only the number of distinct paths reached does.",
            "Warp ka har lane apna alag path le (data-dependent branching, jaise ray tracing mein bahut saare material types). Saare 32 paths serialize hote hain: barabar lambai par warp ideal se 32× dheema chalta hai aur issue hue cycles ka 96.875% waste hai. Zyada gehri nesting se yeh aur bura nahi hota; sirf yeh ginti maayne rakhti hai ki lanes kitne alag paths tak pahunche.",
        ),
    ),
    notes(
        "loops",
        Tr::new("How do loops cause divergence?", "Loops se divergence kaise hoti hai?"),
        Tr::new(
            "A loop's exit test is a branch. Lanes that are done wait, masked, while the others go on, so the warp runs as many iterations as its longest lane needs. Loop utilisation = Σ trip counts / (32 × the largest count): counts with a maximum of 20 and a sum of 320 give 50%.",
            "Loop ka exit test ek branch hai. Jo lanes khatam kar chuke, woh masked hokar wait karte hain jabki baaki chalte rehte hain, isliye warp utni iterations chalata hai jitni uske sabse lambe lane ko chahiye. Loop utilisation = Σ trip counts / (32 × sabse bada count): jin counts ka maximum 20 aur jod 320 ho, unka utilisation 50% hai.",
        ),
    ),
    notes(
        "ballot",
        Tr::new(
            "What is __ballot_sync used for in handling divergence?",
            "Divergence sambhalne mein __ballot_sync kis kaam aata hai?",
        ),
        Tr::new(
            "__ballot_sync(mask, cond) gives every participating lane the same 32-bit word, whose bit i is set when lane i's condition holds. Comparing it with all ones or with zero tells a warp whose lanes agree from one that would diverge, so the code can take a fast path for uniform warps. It detects divergence; it does not remove it.",
            "__ballot_sync(mask, cond) har participating lane ko ek hi 32-bit word deta hai, jisme bit i tab set hota hai jab lane i ki condition sach ho. Ise saare ones ya zero se compare karke pata chalta hai ki warp ke lanes sahmat hain ya diverge karenge, taaki code uniform warps ke liye fast path le sake. Yeh divergence pakadta hai; use mitata nahi.",
        ),
    ),
    rung(
        "ladder-L1.1",
        "L1.1",
        Tr::new(
            "In the first warp of a block, the code runs if (threadIdx.x < 32) A(); else B(); with A = 20 cycles and B = 12. Does the warp diverge, and what does it pay?",
            "Block ke pehle warp mein code if (threadIdx.x < 32) A(); else B(); chalta hai, jahan A = 20 cycles aur B = 12. Kya warp diverge karta hai, aur uski keemat kya hai?",
        ),
        Tr::new(
            "No. All 32 of its lanes satisfy threadIdx.x < 32 and take A, so only A is issued: T_div = 20 cycles. A path that no lane takes is never issued; divergence needs the lanes of one warp to disagree.",
            "Nahi. Uske saare 32 lanes threadIdx.x < 32 ko satisfy karte hain aur A lete hain, isliye sirf A issue hota hai: T_div = 20 cycles. Jis path ko koi lane nahi leta woh kabhi issue nahi hota; divergence ke liye ek warp ke lanes mein asahmati chahiye.",
        ),
    ),
    rung(
        "ladder-L1.2",
        "L1.2",
        Tr::new(
            "Which line of a kernel causes divergence inside a warp?",
            "Kernel ki kaun si line warp ke andar divergence laati hai?",
        ),
        Tr::new(
            "Only a branch whose condition differs between the lanes of one warp. A test of whether idx is even holds for 16 of the 32 lanes, so the warp issues the body with one mask and skips it with the other. A branch every lane answers the same way (on blockIdx.x, or on a kernel parameter) does not diverge, and a line without a branch never does.",
            "Sirf woh branch jiski condition ek warp ke lanes mein alag-alag nikle. idx even hai ya nahi, yeh test 32 mein se 16 lanes ke liye sach hai, isliye warp body ko ek mask ke saath issue karta hai aur doosre ke saath skip karta hai. Jis branch ka jawab har lane ke liye same ho (blockIdx.x par, ya kernel parameter par) woh diverge nahi karti, aur bina branch wali line kabhi nahi karti.",
        ),
    ),
    rung(
        "ladder-L2.1",
        "L2.1",
        Tr::new(
            "In one warp, 8 lanes take path A (15 cycles) and 24 take path B (25 cycles). What are T_div, T_ideal and the path efficiency?",
            "Ek warp mein 8 lanes path A (15 cycles) lete hain aur 24 path B (25 cycles). T_div, T_ideal aur path efficiency kya hain?",
        ),
        Tr::new(
            "T_div = 15 + 25 = 40 cycles, T_ideal = 25 cycles, path efficiency = 25 / 40 = 62.5%. Both paths have a taker, so both are issued in full; the lane counts 8 and 24 never enter the arithmetic.",
            "T_div = 15 + 25 = 40 cycles, T_ideal = 25 cycles, path efficiency = 25 / 40 = 62.5%. Dono paths ko koi na koi lane leta hai, isliye dono poore issue hote hain; lanes ki ginti 8 aur 24 hisaab mein kahin nahi aati.",
        ),
    ),
    rung(
        "ladder-L2.2",
        "L2.2",
        Tr::new(
            "A 4-way if / else-if chain has paths of 20, 30, 25 and 5 cycles, each taken by some lanes of one warp. What are T_div, T_ideal and the path efficiency?",
            "Ek 4-way if / else-if chain ke paths 20, 30, 25 aur 5 cycles ke hain, aur ek warp ke kuch lanes har path lete hain. T_div, T_ideal aur path efficiency kya hain?",
        ),
        Tr::new(
            "All four are taken, so all four serialize: T_div = 20 + 30 + 25 + 5 = 80 cycles, T_ideal = 30 cycles, path efficiency = 30 / 80 = 37.5%. How the lanes are spread over the paths does not change the time.",
            "Chaaron paths liye gaye hain, isliye chaaron serialize hote hain: T_div = 20 + 30 + 25 + 5 = 80 cycles, T_ideal = 30 cycles, path efficiency = 30 / 80 = 37.5%. Lanes paths mein kaise bante hain, isse time nahi badalta.",
        ),
    ),
    rung(
        "ladder-L2.3",
        "L2.3",
        Tr::new(
            "Lane 0 takes a 100-cycle path and lanes 1–31 a 50-cycle path. What are T_div and the path efficiency, and is the guess 50 + 100/32 right?",
            "Lane 0 ek 100-cycle path leta hai aur lanes 1–31 ek 50-cycle path. T_div aur path efficiency kya hain, aur kya andaaza 50 + 100/32 sahi hai?",
        ),
        Tr::new(
            "T_div = 100 + 50 = 150 cycles and path efficiency = 100 / 150 = 66.7%. The guess 50 + 100/32 ≈ 53 cycles is wrong: a lane alone on a path still makes the warp issue all of it.",
            "T_div = 100 + 50 = 150 cycles aur path efficiency = 100 / 150 = 66.7%. Andaaza 50 + 100/32 ≈ 53 cycles galat hai: path par akela lane bhi warp se poora path issue karwata hai.",
        ),
    ),
    rung(
        "ladder-L3.1",
        "L3.1",
        Tr::new(
            "Nested ifs lead to leaves p1 = 10, p2 = 14, p3 = 8 and p4 = 12 cycles. What does a warp pay when its lanes reach all four leaves, and when they reach only p1 and p3?",
            "Nested ifs ke leaves p1 = 10, p2 = 14, p3 = 8 aur p4 = 12 cycles ke hain. Jab warp ke lanes chaaron leaves tak pahunchein tab keemat kya hai, aur jab sirf p1 aur p3 tak?",
        ),
        Tr::new(
            "All four reached: T_div = 10 + 14 + 8 + 12 = 44 cycles, path efficiency = 14 / 44 = 31.8%. Only p1 and p3: T_div = 10 + 8 = 18 cycles. The cost follows the distinct leaves reached, not the depth of the nesting.",
            "Chaaron tak pahunche: T_div = 10 + 14 + 8 + 12 = 44 cycles, path efficiency = 14 / 44 = 31.8%. Sirf p1 aur p3: T_div = 10 + 8 = 18 cycles. Keemat is par chalti hai ki kitne alag leaves tak lanes pahunche, nesting ki gehraai par nahi.",
        ),
    ),
    rung(
        "ladder-L3.2",
        "L3.2",
        Tr::new(
            "Each lane loops counts[idx] times; in one warp the counts have a maximum of 20 and a sum of 320. How many iterations does the warp run, and what is its loop utilisation?",
            "Har lane counts[idx] baar loop karta hai; ek warp mein counts ka maximum 20 aur jod 320 hai. Warp kitni iterations chalata hai, aur uska loop utilisation kya hai?",
        ),
        Tr::new(
            "20 iterations, as many as its longest lane needs: the exit test keeps the warp looping while any lane still loops. Utilisation = 320 / (32 × 20) = 50%; lanes that finished early wait, masked.",
            "20 iterations, utni jitni sabse lambe lane ko chahiye: jab tak koi bhi lane loop mein hai, exit test warp ko chalata rehta hai. Utilisation = 320 / (32 × 20) = 50%; jo lanes pehle khatam ho gaye woh masked hokar wait karte hain.",
        ),
    ),
    rung(
        "ladder-L3.3",
        "L3.3",
        Tr::new(
            "Warp X splits into three equally populated paths of 40 cycles. Warp Y splits into five equally populated paths with the same 120-cycle total. Which warp is less efficient?",
            "Warp X ke lanes teen paths mein barabar bante hain, har path 40 cycles ka. Warp Y ke lanes paanch paths mein barabar bante hain, jinka total wahi 120 cycles hai. Kaun sa warp kam efficient hai?",
        ),
        Tr::new(
            "Warp Y. X: 40 / 120 = 33.3%. Y's five paths are 24 cycles each, so 24 / 120 = 20%. The serialized time is the same, but Y's longest path is shorter, so more of it is waste. The source notes' 8.3% for Y is wrong: five 10-cycle paths total only 50 cycles, not 120.",
            "Warp Y. X: 40 / 120 = 33.3%. Y ke paanchon paths 24 cycles ke hain, isliye 24 / 120 = 20%. Serialized time same hai, par Y ka sabse lamba path chhota hai, isliye uska zyada hissa waste hai. Source notes ka Y ke liye 8.3% galat hai: paanch 10-cycle paths ka total sirf 50 cycles hai, 120 nahi.",
        ),
    ),
    rung(
        "ladder-L4.1",
        "L4.1",
        Tr::new(
            "heavy() takes 60 cycles and light() 20; even lanes run heavy, odd lanes light. What is a warp's path efficiency, and how do you fix it?",
            "heavy() 60 cycles leta hai aur light() 20; even lanes heavy chalate hain, odd lanes light. Ek warp ki path efficiency kya hai, aur ise theek kaise karein?",
        ),
        Tr::new(
            "Every warp splits 16/16: T_div = 60 + 20 = 80 cycles, efficiency = 60 / 80 = 75%. Branch on the warp instead of the lane (warp_id = idx / 32; even warps heavy, odd warps light): an all-heavy warp issues one path, 60 / 60 = 100%. The same work, no divergence.",
            "Har warp ke lanes 16/16 mein bante hain: T_div = 60 + 20 = 80 cycles, efficiency = 60 / 80 = 75%. Lane ki jagah warp par branch karo (warp_id = idx / 32; even warps heavy, odd warps light): poora heavy warp ek hi path issue karta hai, 60 / 60 = 100%. Kaam wahi, divergence nahi.",
        ),
    ),
    rung(
        "ladder-L4.2",
        "L4.2",
        Tr::new(
            "T_A = 4 and T_B = 3 cycles. The source notes say: predicate when T_A + T_B > 2·max(T_A, T_B). Can that inequality ever hold?",
            "T_A = 4 aur T_B = 3 cycles. Source notes kehte hain: predicate karo jab T_A + T_B > 2·max(T_A, T_B). Kya yeh inequality kabhi sach ho sakti hai?",
        ),
        Tr::new(
            "No. Here 4 + 3 = 7 and 2·max = 8; in general the shorter side is never longer than the longer one, so the sum is at most 2·max for every pair. The sound test is over the warps that run the branch: predication issues both sides in all of them; a branch issues one side in uniform warps but pays its overhead in every warp.",
            "Nahi. Yahan 4 + 3 = 7 aur 2·max = 8; aur chhoti side kabhi lambi side se lambi nahi hoti, isliye har jode ke liye jod zyada se zyada 2·max hota hai. Sahi test un warps par hai jo branch chalate hain: predication sab mein dono sides issue karta hai; branch uniform warps mein ek side issue karta hai par har warp mein apna overhead deta hai.",
        ),
    ),
    rung(
        "ladder-L4.3",
        "L4.3",
        Tr::new(
            "Four warps each hold 8 items of each of four types, whose paths cost 20, 30, 25 and 5 cycles. What does sorting the items by type buy?",
            "Chaar warps hain; har warp mein chaar types mein se har type ke 8 items hain, jinke paths 20, 30, 25 aur 5 cycles ke hain. Items ko type ke hisaab se sort karne se kya milta hai?",
        ),
        Tr::new(
            "Mixed, every warp issues all four paths: 80 cycles each. Sorted, each warp holds one type and issues one path: 20 cycles per warp on average. A 4× speed-up, as long as each type fills whole warps.",
            "Mixed hone par har warp chaaron paths issue karta hai: har warp 80 cycles. Sort karne par har warp mein ek hi type hota hai aur woh ek path issue karta hai: ausatan 20 cycles per warp. 4× speed-up, jab tak har type poore warps bharta hai.",
        ),
    ),
    rung(
        "ladder-L5.1",
        "L5.1",
        Tr::new(
            "A block of four warps runs paths of 30 and 18 cycles. One warp is all on the 30-cycle path; the other three split 16/16. What are the block's issued cycles and its block efficiency?",
            "Chaar warps ka ek block 30 aur 18 cycles ke paths chalata hai. Ek warp poora 30-cycle path par hai; baaki teen ke lanes 16/16 mein bante hain. Block ke issued cycles aur block efficiency kya hain?",
        ),
        Tr::new(
            "Price each warp, then add: 30 + 3 × 48 = 174 cycles issued against an ideal of 4 × 30 = 120, so block efficiency = 120 / 174 = 69.0%. One clean warp does not rescue the others: divergence is per warp, and the penalties add up.",
            "Har warp ki keemat alag nikalo, phir jodo: 30 + 3 × 48 = 174 cycles issue hue, jabki ideal 4 × 30 = 120 hai, isliye block efficiency = 120 / 174 = 69.0%. Ek saaf warp baaki warps ko nahi bacha sakta: divergence har warp ki apni hai, aur penalties judti jaati hain.",
        ),
    ),
    rung(
        "ladder-L5.2",
        "L5.2",
        Tr::new(
            "Four warps hold equal amounts of heavy (40 cycles) and light (10 cycles) work. Option A: every warp splits 16/16. Option B: the data are sorted, so two warps are all heavy and two all light. What are the totals and the speed-up?",
            "Chaar warps mein heavy (40 cycles) aur light (10 cycles) kaam barabar maatra mein hai. Option A: har warp ke lanes 16/16 mein bante hain. Option B: data sorted hai, isliye do warps poore heavy aur do poore light. Totals aur speed-up kya hain?",
        ),
        Tr::new(
            "A: each warp pays 40 + 10 = 50, four warps 200 cycles. B: 2 × 40 + 2 × 10 = 100 cycles. Speed-up = 200 / 100 = 2×: the same work, regrouped into uniform warps.",
            "A: har warp 40 + 10 = 50 deta hai, chaar warps 200 cycles. B: 2 × 40 + 2 × 10 = 100 cycles. Speed-up = 200 / 100 = 2×: kaam wahi, bas uniform warps mein dobara group kiya gaya.",
        ),
    ),
    rung(
        "ladder-L5.3",
        "L5.3",
        Tr::new(
            "Warps P and Q run a divergent region whose two paths, 25 and 15 cycles, are both taken; Q then runs 10 cycles of uniform code after the paths reconverge. What does each warp pay?",
            "Warps P aur Q ek divergent region chalate hain jiske dono paths, 25 aur 15 cycles, liye jaate hain; uske baad Q paths ke reconverge hone par 10 cycles ka uniform code chalata hai. Har warp ki keemat kya hai?",
        ),
        Tr::new(
            "P: 25 + 15 = 40 cycles. Q: 40 + 10 = 50 cycles. After reconvergence all the lanes share one instruction stream again, so uniform code is paid once, not once per path.",
            "P: 25 + 15 = 40 cycles. Q: 40 + 10 = 50 cycles. Reconvergence ke baad saare lanes phir se ek hi instruction stream share karte hain, isliye uniform code ki keemat ek baar lagti hai, har path ke liye alag nahi.",
        ),
    ),
    rung(
        "ladder-R.1",
        "R.1",
        Tr::new(
            "if (s == 0) work(10) else work(14), lanes split 16 and 16: how many times the uniform run does the divergent run take with 4 warps on an SM, and with 32?",
            "if (s == 0) work(10) else work(14), lanes 16 aur 16 mein bante: SM par 4 warps ke saath divergent run uniform run ka kitna guna leta hai, aur 32 ke saath?",
        ),
        Tr::new(
            "With 4 warps, one a scheduler, each runs as if alone: 2×, latency and all. With 32, 8 a scheduler, the issue slots set the time: 1.52×, about the ratio of the instructions each issues. Divergence costs its extra instructions once other warps fill the waits.",
            "4 warps ke saath, har scheduler par ek, har warp akele jaisa chalta hai: 2×, latency samet. 32 ke saath, har scheduler par 8, time issue slots tay karte hain: 1.52×, lagbhag dono ke issue kiye instructions ka ratio. Jab doosre warps intezaar bhar dete hain, divergence bas apne extra instructions ki keemat leti hai.",
        ),
    ),
    rung(
        "ladder-R.2",
        "R.2",
        Tr::new(
            "if (s == 0) work(8) else work(10), lanes split 16 and 16: how many times the branch's cycles does the if-converted version take with 1 warp on an SM, and with 32?",
            "if (s == 0) work(8) else work(10), lanes 16 aur 16 mein bante: SM par 1 warp ke saath if-converted version branch ke cycles ka kitna guna leta hai, aur 32 ke saath?",
        ),
        Tr::new(
            "1 warp: 0.40×, the two sides' latencies overlap and no branch resolves. 32 warps: 0.94×, since other warps hide latency anyway and both versions issue both sides. Predication pays when latency-bound, barely when issue-bound.",
            "1 warp: 0.40×, dono sides ki latencies overlap hoti hain aur koi branch resolve nahi hoti. 32 warps: 0.94×, kyunki doosre warps waise bhi latency chhupa dete hain aur dono versions dono sides issue karte hain. Predication latency-bound mein faayda deta hai, issue-bound mein mushkil se.",
        ),
    ),
    rung(
        "ladder-X.1",
        "X.1",
        Tr::new(
            "Every lane of a warp takes its own path, each 10 cycles long. What is the slowdown against the ideal, and what share of the issued cycles is waste?",
            "Warp ka har lane apna alag path leta hai, har path 10 cycles lamba. Ideal ke muqable slowdown kitna hai, aur issue hue cycles ka kitna hissa waste hai?",
        ),
        Tr::new(
            "T_div = 32 × 10 = 320 cycles against T_ideal = 10: a 32× slowdown, and (320 − 10) / 320 = 96.875% of the issued cycles are waste.",
            "T_div = 32 × 10 = 320 cycles, jabki T_ideal = 10: 32× slowdown, aur (320 − 10) / 320 = 96.875% issue hue cycles waste hain.",
        ),
    ),
    rung(
        "ladder-X.2",
        "X.2",
        Tr::new(
            "31 lanes take a 10-cycle path and 1 lane a 100-cycle path. What are the path efficiency and the lane-weighted issue efficiency?",
            "31 lanes ek 10-cycle path lete hain aur 1 lane ek 100-cycle path. Path efficiency aur lane-weighted issue efficiency kya hain?",
        ),
        Tr::new(
            "Path efficiency = T_ideal / T_div = 100 / 110 = 90.9%: the time view. Lane-weighted issue efficiency = Σ pᵢ·cᵢ / Σ cᵢ = (31/32 × 10 + 1/32 × 100) / 110 = 11.6%: most issue slots serve a single lane. The two figures answer different questions; keep them apart.",
            "Path efficiency = T_ideal / T_div = 100 / 110 = 90.9%: yeh time ka nazariya hai. Lane-weighted issue efficiency = Σ pᵢ·cᵢ / Σ cᵢ = (31/32 × 10 + 1/32 × 100) / 110 = 11.6%: zyadatar issue slots sirf ek lane ke kaam aate hain. Dono figures alag sawaalon ke jawab hain; inhe alag rakho.",
        ),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::block::Block;
    use crate::model::exercises::{item, ladder, Exercise, PartKind, Target, ITEMS};
    use crate::model::lanes::WarpWidth;
    use crate::model::loops::TripCounts;
    use crate::model::pricing::{Region, RegionCost};
    use crate::model::stepper::cost::PREDICATION_MAX_SIDE_SLOTS;
    use std::collections::BTreeSet;

    const W32: u32 = WarpWidth::Warp32.lanes();

    #[test]
    fn ids_are_unique_and_every_text_is_a_proper_pair() {
        let mut seen = BTreeSet::new();
        for c in DECK {
            assert!(seen.insert(c.id), "{} twice", c.id);
            assert!(!c.id.is_empty() && c.id.is_ascii() && !c.id.contains(' '));
            for (side, tr) in [
                ("front", c.front),
                ("back", c.back),
                ("source", c.source.label()),
            ] {
                assert_eq!(tr.defect(&[]), None, "{} {side}", c.id);
            }
            assert_eq!(card(c.id), Some(c));
            assert_eq!(position(c.id).map(|i| DECK[i].id), Some(c.id));
        }
        assert_eq!(card("nope"), None);
    }

    /// Exactly one `ladder-<id>` card per ladder item, pointing back at that item, and no others.
    #[test]
    fn every_ladder_item_has_exactly_one_card() {
        for (id, _) in ITEMS {
            let want = format!("{LADDER_PREFIX}{id}");
            let cards: Vec<_> = DECK.iter().filter(|c| c.id == want).collect();
            assert_eq!(cards.len(), 1, "{want}");
            assert_eq!(cards[0].source, CardSource::Ladder { item: id });
        }
        for c in DECK {
            if let Some(rest) = c.id.strip_prefix(LADDER_PREFIX) {
                assert!(
                    ITEMS.iter().any(|(id, _)| *id == rest),
                    "{}: no such item",
                    c.id
                );
            }
            if let Some(item) = c.source.ladder_item() {
                assert_eq!(c.id, format!("{LADDER_PREFIX}{item}"));
            }
        }
    }

    /// The notes' flashcard questions each have a card, and the ones the notes get wrong are marked
    /// with their correction.
    #[test]
    fn the_notes_questions_are_covered_and_corrected_where_wrong() {
        let table = [
            ("warp", None),
            ("divergence", None),
            ("mechanism", None),
            ("cost-formula", None),
            ("one-lane", None),
            ("key-mitigation", None),
            ("predication", Some("L4.2")),
            ("worst-case", None),
            ("loops", None),
            ("ballot", None),
        ];
        for (id, erratum) in table {
            let c = card(id).unwrap_or_else(|| panic!("{id} missing"));
            assert_eq!(c.source.erratum().map(|e| e.id), erratum, "{id}");
            assert!(c.source.ladder_item().is_none());
        }
        // The ladder's corrected items carry their erratum through the card's source too.
        for id in ["L3.3", "L4.2"] {
            let c = card(&format!("{LADDER_PREFIX}{id}")).unwrap();
            assert_eq!(c.source.erratum().map(|e| e.id), Some(id));
        }
    }

    /// Every number in a text, as written: digit runs with an optional decimal part. A run touching
    /// a letter or `_` is part of a name (`p1`, `0xFFFFFFFF`) and is not a figure.
    fn numbers_in(text: &str) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        let is_name = |c: Option<&char>| c.is_some_and(|c| c.is_ascii_alphabetic() || *c == '_');
        let mut out = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if !chars[i].is_ascii_digit() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            if i + 1 < chars.len() && chars[i] == '.' && chars[i + 1].is_ascii_digit() {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
            }
            let before = start.checked_sub(1).and_then(|b| chars.get(b));
            // `L2.1`-style names never occur in a card, but `p1` and `0xFF…` do.
            let name = is_name(before) || is_name(chars.get(i));
            if !name {
                out.push(chars[start..i].iter().collect());
            }
        }
        out
    }

    fn seed_item(id: &str) -> Exercise {
        item(id, None).unwrap_or_else(|| panic!("{id}"))
    }

    /// The item's numeric answers, in part order (a choice counts as its index).
    fn answers(id: &str) -> Vec<f64> {
        seed_item(id)
            .parts
            .iter()
            .map(|p| match p.kind {
                PartKind::Number { value, .. } => value,
                PartKind::Choice { correct, .. } => correct as f64,
            })
            .collect()
    }

    fn timeline_paths(id: &str) -> (Vec<(u32, u32)>, u32) {
        match seed_item(id).target {
            Target::Timeline { paths, tail } => (paths, tail),
            other => panic!("{id}: {other:?}"),
        }
    }

    fn price(paths: &[(u32, u32)], tail: u32) -> RegionCost {
        Region::from_counts(WarpWidth::Warp32, paths, 0, tail)
            .unwrap()
            .price()
    }

    fn pct(ratio: Option<f64>) -> f64 {
        ratio.unwrap() * 100.0
    }

    /// Every figure each card states, with the value the core computes for it. A figure written
    /// with d decimals must be within half a unit of its last place of the computed value.
    fn figures() -> Vec<(&'static str, Vec<(&'static str, f64)>)> {
        let w = f64::from(W32);
        let w64 = f64::from(WarpWidth::Wave64.lanes());
        let x1 = answers("X.1");
        let (x1_paths, _) = timeline_paths("X.1");
        let x1_cost = price(&x1_paths, 0);
        let (l23, _) = timeline_paths("L2.3");
        let l23_cost = price(&l23, 0);
        let guess = f64::from(l23[1].0) + f64::from(l23[0].0) / w;
        let l32_counts = match seed_item("L3.2").target {
            Target::Loop { counts } => counts,
            other => panic!("{other:?}"),
        };
        let trips = TripCounts::new(WarpWidth::Warp32, l32_counts).unwrap();
        let l42 = answers("L4.2");
        let (l42_paths, _) = timeline_paths("L4.2");
        let (t_a, t_b) = (f64::from(l42_paths[0].0), f64::from(l42_paths[1].0));
        let twice = l42[1] / t_a.max(t_b);

        let (l11, _) = timeline_paths("L1.1");
        let evens = (0..W32).filter(|i| i % 2 == 0).count() as f64;
        let (l21, _) = timeline_paths("L2.1");
        let (l22, _) = timeline_paths("L2.2");
        let l22_cost = price(&l22, 0);
        let l31_costs = match seed_item("L3.1").target {
            Target::Tree { costs, .. } => costs.unwrap(),
            other => panic!("{other:?}"),
        };
        let l31 = answers("L3.1");
        let (y_paths, _) = timeline_paths("L3.3");
        let y = price(&y_paths, 0);
        let l33 = answers("L3.3");
        let x_len = y.t_div as f64 / 3.0;
        // The notes' Warp Y: five paths of this length, said to total 120 (erratum L3.3).
        let seed_len = 10;
        let claim = crate::model::errata::find("L3.3").unwrap().claim;
        assert!(
            claim.contains(&format!("five {seed_len}-cycle paths")),
            "{claim}"
        );
        let five_tens: Vec<(u32, u32)> = y_paths.iter().map(|&(_, t)| (seed_len, t)).collect();
        let five_tens = price(&five_tens, 0);
        let seed_claim = f64::from(seed_len) / y.t_div as f64 * 100.0;
        let (l41, _) = timeline_paths("L4.1");
        let l41_cost = price(&l41, 0);
        let l41_answers = answers("L4.1");
        let (l43, _) = timeline_paths("L4.3");
        let l43_answers = answers("L4.3");
        let (l51_lengths, l51_takers) = match seed_item("L5.1").target {
            Target::Block { lengths, takers } => (lengths, takers),
            other => panic!("{other:?}"),
        };
        let l51 = Block::new(WarpWidth::Warp32, l51_lengths.clone(), l51_takers.clone())
            .unwrap()
            .price();
        let split_warps = l51_takers
            .iter()
            .filter(|t| t.iter().all(|&n| n > 0))
            .count();
        let (l52_lengths, l52_takers) = match seed_item("L5.2").target {
            Target::Block { lengths, takers } => (lengths, takers),
            other => panic!("{other:?}"),
        };
        let l52 = answers("L5.2");
        let l52_block =
            Block::new(WarpWidth::Warp32, l52_lengths.clone(), l52_takers.clone()).unwrap();
        let l52_sorted = l52_block.regrouped().price();
        let (l53, tail) = timeline_paths("L5.3");
        let l53_cost = price(&l53, 0);
        let l53_answers = answers("L5.3");
        let (x2, _) = timeline_paths("X.2");
        let x2_cost = price(&x2, 0);
        let x2_answers = answers("X.2");
        // A regime item's kernel sides (its code's two work counts), lanes on the s == 0 side and warps.
        let regime = |id: &str| {
            let ex = seed_item(id);
            let code = numbers_in(ex.code.as_deref().unwrap_or(""));
            let sides: Vec<f64> = code
                .iter()
                .filter(|n| *n != "0")
                .map(|n| n.parse().unwrap())
                .collect();
            match ex.target {
                Target::Stepper { s, warps, .. } => (
                    sides,
                    s.iter().filter(|&&v| v == 0).count() as f64,
                    f64::from(warps),
                ),
                other => panic!("{id}: {other:?}"),
            }
        };
        let (r1_sides, r1_lanes, r1_warps) = regime("R.1");
        let r1 = answers("R.1");
        let (r2_sides, r2_lanes, r2_warps) = regime("R.2");
        let r2 = answers("R.2");
        let schedulers = f64::from(crate::model::sm::SCHEDULERS);

        let f = |v: u32| f64::from(v);
        vec![
            ("warp", vec![("32", w), ("64", w64)]),
            ("divergence", vec![]),
            ("mechanism", vec![]),
            (
                "cost-formula",
                vec![
                    ("32", x1_paths.len() as f64),
                    ("32", x1[0]),
                    ("96.875", x1[1]),
                ],
            ),
            (
                "one-lane",
                vec![
                    ("1", f(l23[0].1)),
                    ("100", f(l23[0].0)),
                    ("31", f(l23[1].1)),
                    ("50", f(l23[1].0)),
                    ("150", l23_cost.t_div as f64),
                    ("32", w),
                    ("53", guess),
                ],
            ),
            ("key-mitigation", vec![("32", w)]),
            (
                "predication",
                vec![("6", f(PREDICATION_MAX_SIDE_SLOTS)), ("2", twice)],
            ),
            (
                "worst-case",
                vec![
                    ("32", x1_paths.len() as f64),
                    ("32", x1[0]),
                    ("96.875", x1[1]),
                ],
            ),
            (
                "loops",
                vec![
                    ("32", w),
                    ("20", f(trips.iterations())),
                    ("320", trips.useful_lane_iterations() as f64),
                    ("50", pct(trips.utilisation())),
                ],
            ),
            ("ballot", vec![("32", w)]),
            (
                "ladder-L1.1",
                vec![
                    ("32", f(l11[0].1)),
                    ("20", f(l11[0].0)),
                    ("12", f(l11[1].0)),
                    ("20", answers("L1.1")[1]),
                ],
            ),
            ("ladder-L1.2", vec![("16", evens), ("32", w)]),
            (
                "ladder-L2.1",
                vec![
                    ("8", f(l21[0].1)),
                    ("15", f(l21[0].0)),
                    ("24", f(l21[1].1)),
                    ("25", answers("L2.1")[1]),
                    ("40", answers("L2.1")[0]),
                    ("62.5", answers("L2.1")[2]),
                ],
            ),
            (
                "ladder-L2.2",
                vec![
                    ("4", l22.len() as f64),
                    ("20", f(l22[0].0)),
                    ("30", f(l22[1].0)),
                    ("25", f(l22[2].0)),
                    ("5", f(l22[3].0)),
                    ("80", answers("L2.2")[0]),
                    ("30", answers("L2.2")[1]),
                    ("37.5", answers("L2.2")[2]),
                    ("4", l22_cost.taken_paths as f64),
                ],
            ),
            (
                "ladder-L2.3",
                vec![
                    ("0", f(l23[0].1 - 1)),
                    ("1", f(l23[0].1)),
                    ("31", w - 1.0),
                    ("100", f(l23[0].0)),
                    ("50", f(l23[1].0)),
                    ("32", w),
                    ("150", answers("L2.3")[0]),
                    ("66.7", answers("L2.3")[1]),
                    ("53", guess),
                ],
            ),
            (
                "ladder-L3.1",
                vec![
                    ("10", f(l31_costs[0])),
                    ("14", f(l31_costs[1])),
                    ("8", f(l31_costs[2])),
                    ("12", f(l31_costs[3])),
                    ("44", l31[0]),
                    ("31.8", l31[1]),
                    ("18", l31[2]),
                ],
            ),
            (
                "ladder-L3.2",
                vec![
                    ("20", answers("L3.2")[0]),
                    ("320", trips.useful_lane_iterations() as f64),
                    ("32", w),
                    ("50", answers("L3.2")[1]),
                ],
            ),
            (
                "ladder-L3.3",
                vec![
                    ("40", x_len),
                    ("120", y.t_div as f64),
                    ("33.3", l33[0]),
                    ("24", y.t_ideal as f64),
                    ("20", l33[1]),
                    ("8.3", seed_claim),
                    ("10", f(seed_len)),
                    ("50", five_tens.t_div as f64),
                ],
            ),
            (
                "ladder-L4.1",
                vec![
                    ("60", f(l41[0].0)),
                    ("20", f(l41[1].0)),
                    ("16", f(l41[0].1)),
                    ("80", l41_cost.t_div as f64),
                    ("75", l41_answers[0]),
                    ("32", w),
                    ("100", l41_answers[1]),
                ],
            ),
            (
                "ladder-L4.2",
                vec![
                    ("4", t_a),
                    ("3", t_b),
                    ("2", twice),
                    ("7", l42[0]),
                    ("8", l42[1]),
                ],
            ),
            (
                "ladder-L4.3",
                vec![
                    ("8", f(l43[0].1)),
                    ("20", f(l43[0].0)),
                    ("30", f(l43[1].0)),
                    ("25", f(l43[2].0)),
                    ("5", f(l43[3].0)),
                    ("80", l43_answers[0]),
                    ("20", l43_answers[1]),
                    ("4", l43_answers[2]),
                ],
            ),
            (
                "ladder-L5.1",
                vec![
                    ("30", f(l51_lengths[0])),
                    ("18", f(l51_lengths[1])),
                    ("16", f(l51_takers[1][0])),
                    ("3", split_warps as f64),
                    ("48", l51.per_warp[1].t_div as f64),
                    ("174", l51.total_issued as f64),
                    ("4", l51.per_warp.len() as f64),
                    ("120", l51.total_ideal as f64),
                    ("69.0", pct(l51.efficiency())),
                ],
            ),
            (
                "ladder-L5.2",
                vec![
                    ("40", f(l52_lengths[0])),
                    ("10", f(l52_lengths[1])),
                    ("16", f(l52_takers[0][0])),
                    ("50", l52_block.price().per_warp[0].t_div as f64),
                    ("200", l52[0]),
                    ("2", l52[2]),
                    (
                        "2",
                        l52_sorted
                            .per_warp
                            .iter()
                            .filter(|c| c.t_ideal == u64::from(l52_lengths[0]))
                            .count() as f64,
                    ),
                    ("100", l52[1]),
                ],
            ),
            (
                "ladder-L5.3",
                vec![
                    ("25", f(l53[0].0)),
                    ("15", f(l53[1].0)),
                    ("10", f(tail)),
                    ("40", l53_answers[0]),
                    ("50", l53_answers[1]),
                    ("40", l53_cost.t_div as f64),
                ],
            ),
            (
                "ladder-R.1",
                vec![
                    ("0", 0.0),
                    ("10", r1_sides[0]),
                    ("14", r1_sides[1]),
                    ("16", r1_lanes),
                    ("16", 32.0 - r1_lanes),
                    ("4", schedulers),
                    ("32", r1_warps),
                    ("2", r1[0]),
                    ("8", r1_warps / schedulers),
                    ("1.52", r1[1]),
                ],
            ),
            (
                "ladder-R.2",
                vec![
                    ("0", 0.0),
                    ("8", r2_sides[0]),
                    ("10", r2_sides[1]),
                    ("16", r2_lanes),
                    ("16", 32.0 - r2_lanes),
                    ("1", 1.0),
                    ("32", r2_warps),
                    ("0.40", r2[0]),
                    ("0.94", r2[1]),
                ],
            ),
            (
                "ladder-X.1",
                vec![
                    ("10", f(x1_paths[0].0)),
                    ("32", x1_paths.len() as f64),
                    ("320", x1_cost.t_div as f64),
                    ("32", x1[0]),
                    ("96.875", x1[1]),
                ],
            ),
            (
                "ladder-X.2",
                vec![
                    ("31", f(x2[0].1)),
                    ("10", f(x2[0].0)),
                    ("1", f(x2[1].1)),
                    ("100", f(x2[1].0)),
                    ("110", x2_cost.t_div as f64),
                    ("90.9", x2_answers[0]),
                    ("32", w),
                    ("11.6", x2_answers[1]),
                ],
            ),
        ]
    }

    /// One card's figures: the same numbers in both languages, each one listed, each listed one
    /// present, and each equal to what the core computes to the precision written.
    fn check(id: &str, figures: &[(&str, f64)]) {
        let c = card(id).unwrap_or_else(|| panic!("{id} missing"));
        let mut en: Vec<String> = numbers_in(c.front.en);
        en.extend(numbers_in(c.back.en));
        let mut hi: Vec<String> = numbers_in(c.front.hi);
        hi.extend(numbers_in(c.back.hi));
        en.sort();
        hi.sort();
        assert_eq!(en, hi, "{id}: the two languages state different numbers");
        for n in &en {
            assert!(
                figures.iter().any(|(lit, _)| lit == n),
                "{id}: {n} is stated but not checked"
            );
        }
        for (lit, value) in figures {
            assert!(
                en.iter().any(|n| n == lit),
                "{id}: {lit} is checked but not stated"
            );
            let decimals = lit.split('.').nth(1).map_or(0, str::len) as i32;
            let written: f64 = lit.parse().unwrap();
            let half = 0.5 * 10f64.powi(-decimals) + 1e-9;
            assert!(
                (written - value).abs() <= half,
                "{id}: states {lit}, the core computes {value}"
            );
        }
    }

    #[test]
    fn every_figure_on_a_card_is_the_cores() {
        let table = figures();
        for (id, figs) in &table {
            check(id, figs);
        }
        // Every card is in the table, so none states a number that escapes the check.
        for c in DECK {
            assert!(
                table.iter().any(|(id, _)| *id == c.id),
                "{} not checked",
                c.id
            );
        }
    }

    #[test]
    fn numbers_are_read_as_written() {
        let table: [(&str, &[&str]); 5] = [
            (
                "T_div = 15 + 25 = 40 cycles, 62.5%.",
                &["15", "25", "40", "62.5"],
            ),
            ("leaves p1 = 10 and 0xFFFFFFFF", &["10"]),
            ("a 32-bit word, 2·max, 16/16", &["32", "2", "16", "16"]),
            ("lanes 1–31; 96.875% waste.", &["1", "31", "96.875"]),
            ("version 1.", &["1"]),
        ];
        for (text, want) in table {
            assert_eq!(numbers_in(text), want.to_vec(), "{text}");
        }
    }

    /// The ladder's own numbers are the seed notes' (no variant seed): the cards teach those.
    #[test]
    fn ladder_cards_follow_the_unseeded_ladder() {
        let items = ladder(None);
        assert_eq!(items.len(), ITEMS.len());
        for it in items {
            assert!(card(&format!("{LADDER_PREFIX}{}", it.id)).is_some());
        }
    }
}
